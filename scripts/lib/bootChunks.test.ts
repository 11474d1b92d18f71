import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import {
  COMPILE_HINT,
  bootChunks,
  chunkClosure,
  compileHintsPlugin,
  loadedWithApp,
  preloadDependencies,
  withMapLineAbove,
} from './bootChunks'

/** A chunk as Rolldown describes it: its modules include its facade, if it has one. */
const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
  moduleIds: string[] = [],
) => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry,
  moduleIds: facadeModuleId ? [...moduleIds, facadeModuleId] : moduleIds,
})

const chunks = [
  chunk('assets/index.js', ['assets/preload-helper.js'], '/app/src/main.tsx', true),
  chunk('assets/preload-helper.js', []),
  chunk('assets/start.js', ['assets/chain.js', 'assets/react.js'], '/app/src/app/start.tsx'),
  chunk('assets/chain.js', ['assets/preload-helper.js']),
  chunk('assets/react.js', []),
  chunk(
    'assets/routes-index.js',
    ['assets/chain.js', 'assets/form.js'],
    '/app/src/routes/index.tsx?tsr-split=component',
  ),
  chunk('assets/form.js', ['assets/chain.js']),
  chunk('assets/en.js', [], '/app/locales/en.po'),
  chunk('assets/de.js', [], '/app/locales/de.po'),
  chunk('assets/pool.js', ['assets/chain.js'], '/app/src/routes/pool.tsx?tsr-split=component'),
]
const landing = [/src\/routes\/index\.tsx\?tsr-split=component$/, /locales\/en\.po$/]

describe('chunkClosure', () => {
  it('takes the matching chunks and what they import, in the order met, less what is loaded', () => {
    expect(chunkClosure(chunks, landing)).toEqual([
      'assets/routes-index.js',
      'assets/chain.js',
      'assets/preload-helper.js',
      'assets/form.js',
      'assets/en.js',
    ])
    expect(chunkClosure(chunks, landing, new Set(['assets/chain.js']))).toEqual([
      'assets/routes-index.js',
      'assets/form.js',
      'assets/en.js',
    ])
    expect(chunkClosure(chunks, [/nothing/])).toEqual([])
  })
})

describe('bootChunks', () => {
  it("lists the app's chunks, then the landing route's less the app's, neither with the entry's", () => {
    expect(bootChunks(chunks, /src\/app\/start\.tsx$/, landing)).toEqual({
      app: ['assets/start.js', 'assets/chain.js', 'assets/react.js'],
      landing: ['assets/routes-index.js', 'assets/form.js', 'assets/en.js'],
    })
  })
})

describe("bootChunks with the app's modules grouped", () => {
  // vite.config.ts's code-splitting groups: the app's modules in one chunk without a facade, the entry's boot code in
  // another, the swap engine's SDK in a third that only the engine imports.
  const grouped = [
    chunk('assets/index.js', ['assets/boot.js'], '/app/src/main.tsx', true),
    chunk('assets/boot.js', [], null, false, ['/app/src/app/boot/boot.ts']),
    chunk('assets/start.js', ['assets/runtime.js', 'assets/chain.js'], null, false, [
      '/app/src/app/router.ts',
      '/app/src/app/start.tsx',
    ]),
    chunk('assets/runtime.js', []),
    chunk('assets/chain.js', ['assets/runtime.js'], null, false, ['/app/src/lib/chain/readClient.ts']),
    chunk(
      'assets/routes-index.js',
      ['assets/start.js', 'assets/abi.js'],
      '/app/src/routes/index.tsx?tsr-split=component',
    ),
    chunk('assets/abi.js', []),
    chunk('assets/engine.js', ['assets/sdk.js', 'assets/start.js'], '/app/src/features/swap/SwapEngine.tsx'),
    chunk('assets/sdk.js', ['assets/start.js'], null, false, ['/app/node_modules/jsbi/dist/jsbi-umd.js']),
    chunk('assets/en.js', [], '/app/locales/en.po'),
  ]

  it("finds a module in a group's chunk, and lists every chunk of the closures, however small", () => {
    expect(bootChunks(grouped, /src\/app\/start\.tsx$/, [...landing, /src\/features\/swap\/SwapEngine\.tsx$/])).toEqual(
      {
        app: ['assets/start.js', 'assets/runtime.js', 'assets/chain.js'],
        landing: ['assets/routes-index.js', 'assets/abi.js', 'assets/engine.js', 'assets/sdk.js', 'assets/en.js'],
      },
    )
    expect([...loadedWithApp(grouped, /src\/app\/start\.tsx$/)].sort()).toEqual([
      'assets/boot.js',
      'assets/chain.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/start.js',
    ])
  })
})

describe('loadedWithApp', () => {
  it('the entry, what it imports, and the app chunk with everything it imports, whatever their size; no lazy screen', () => {
    expect([...loadedWithApp(chunks, /src\/app\/start\.tsx$/)].sort()).toEqual([
      'assets/chain.js',
      'assets/index.js',
      'assets/preload-helper.js',
      'assets/react.js',
      'assets/start.js',
    ])
  })
})

describe('preloadDependencies', () => {
  it("keeps a dynamic import's dependencies the app has not loaded, in their order", () => {
    const loaded = loadedWithApp(chunks, /src\/app\/start\.tsx$/)
    expect(
      preloadDependencies(['assets/routes-index.js', 'assets/chain.js', 'assets/form.js', 'assets/react.js'], loaded),
    ).toEqual(['assets/routes-index.js', 'assets/form.js'])
    expect(preloadDependencies(['assets/pool.js'], new Set())).toEqual(['assets/pool.js'])
  })
})

describe('withMapLineAbove', () => {
  it("moves every generated position down one line and keeps the map's other fields", () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACA' }
    expect(JSON.parse(withMapLineAbove(JSON.stringify(map)))).toEqual({ ...map, mappings: ';AAAA,CAAC;AACA' })
  })
})

describe('compileHintsPlugin', () => {
  /** A bundle of `chunks` as `generateBundle` gets it: each chunk with its code, and its source map as an asset. */
  const bundleOf = (files: typeof chunks): Rollup.OutputBundle => {
    const bundle: Record<string, unknown> = {}
    for (const file of files) {
      bundle[file.fileName] = {
        ...file,
        type: 'chunk',
        code: `code of ${file.fileName}`,
        sourcemapFileName: `${file.fileName}.map`,
      }
      bundle[`${file.fileName}.map`] = {
        type: 'asset',
        fileName: `${file.fileName}.map`,
        source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
      }
    }
    return bundle as Rollup.OutputBundle
  }
  const run = (bundle: Rollup.OutputBundle): void => {
    const hook = compileHintsPlugin(/src\/app\/start\.tsx$/, landing).generateBundle
    if (typeof hook !== 'object' || hook === null || !('handler' in hook))
      throw new Error('generateBundle is not an ordered hook')
    expect(hook.order).toBe('post')
    const handler = hook.handler as (options: unknown, bundle: Rollup.OutputBundle) => void
    handler({}, bundle)
  }
  const code = (bundle: Rollup.OutputBundle, file: string): string => (bundle[file] as Rollup.OutputChunk).code
  const mappings = (bundle: Rollup.OutputBundle, file: string): string =>
    (JSON.parse(String((bundle[`${file}.map`] as Rollup.OutputAsset).source)) as { mappings: string }).mappings

  it("hints the app's and the landing route's chunks, each map moved down the hint's line; the entry's and lazy screens' stay as they were", () => {
    const bundle = bundleOf(chunks)
    run(bundle)
    const hinted = [
      'assets/start.js',
      'assets/chain.js',
      'assets/react.js',
      'assets/routes-index.js',
      'assets/form.js',
      'assets/en.js',
    ]
    for (const file of hinted) {
      expect(code(bundle, file)).toBe(`${COMPILE_HINT}code of ${file}`)
      expect(mappings(bundle, file)).toBe(';AAAA')
    }
    for (const file of ['assets/index.js', 'assets/preload-helper.js', 'assets/de.js', 'assets/pool.js']) {
      expect(code(bundle, file)).toBe(`code of ${file}`)
      expect(mappings(bundle, file)).toBe('AAAA')
    }
  })

  it('hints a chunk once, however many times the bundle is written', () => {
    const bundle = bundleOf(chunks)
    run(bundle)
    run(bundle)
    expect(code(bundle, 'assets/start.js')).toBe(`${COMPILE_HINT}code of assets/start.js`)
    expect(mappings(bundle, 'assets/start.js')).toBe(';AAAA')
  })
})
