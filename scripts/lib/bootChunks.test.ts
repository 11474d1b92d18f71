import { describe, expect, it } from 'vitest'
import { bootChunks, chunkClosure, loadedWithApp, preloadDependencies } from './bootChunks'

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false, bytes = 50_000) => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry,
  code: 'x'.repeat(bytes),
})

const chunks = [
  chunk('assets/index.js', ['assets/preload-helper.js'], '/app/src/main.tsx', true),
  chunk('assets/preload-helper.js', []),
  chunk('assets/start.js', ['assets/chain.js', 'assets/react.js'], '/app/src/app/start.tsx'),
  chunk('assets/chain.js', ['assets/preload-helper.js']),
  chunk('assets/react.js', []),
  chunk('assets/routes-index.js', ['assets/chain.js', 'assets/form.js'], '/app/src/routes/index.tsx?tsr-split=component'),
  chunk('assets/form.js', ['assets/chain.js']),
  chunk('assets/en.js', [], '/app/locales/en.po'),
  chunk('assets/de.js', [], '/app/locales/de.po'),
  chunk('assets/pool.js', ['assets/chain.js'], '/app/src/routes/pool.tsx?tsr-split=component'),
]
const landing = [/src\/routes\/index\.tsx\?tsr-split=component$/, /locales\/en\.po$/]

describe('chunkClosure', () => {
  it('takes the matching chunks and what they import, in the order met, less what is loaded', () => {
    expect(chunkClosure(chunks, landing)).toEqual(['assets/routes-index.js', 'assets/chain.js', 'assets/preload-helper.js', 'assets/form.js', 'assets/en.js'])
    expect(chunkClosure(chunks, landing, new Set(['assets/chain.js']))).toEqual(['assets/routes-index.js', 'assets/form.js', 'assets/en.js'])
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

describe('bootChunks with a least size', () => {
  const sized = [
    chunk('assets/index.js', [], '/app/src/main.tsx', true),
    chunk('assets/start.js', ['assets/chain.js', 'assets/tiny.js'], '/app/src/app/start.tsx', false, 3_000),
    chunk('assets/chain.js', [], null, false, 200_000),
    chunk('assets/tiny.js', [], null, false, 500),
    chunk('assets/routes-index.js', ['assets/abi.js', 'assets/engine.js'], '/app/src/routes/index.tsx?tsr-split=component', false, 400),
    chunk('assets/abi.js', [], null, false, 7_999),
    chunk('assets/engine.js', [], null, false, 8_000),
    chunk('assets/en.js', [], '/app/locales/en.po', false, 100),
  ]

  it("lists the named modules' chunks whatever their size, and of what they import only chunks of that size or more", () => {
    expect(bootChunks(sized, /src\/app\/start\.tsx$/, landing, 8_000)).toEqual({
      app: ['assets/start.js', 'assets/chain.js'],
      landing: ['assets/routes-index.js', 'assets/engine.js', 'assets/en.js'],
    })
    expect(bootChunks(sized, /src\/app\/start\.tsx$/, landing).app).toEqual(['assets/start.js', 'assets/chain.js', 'assets/tiny.js'])
  })
})

describe('loadedWithApp', () => {
  it('the entry, what it imports, and the app chunk with everything it imports, whatever their size; no lazy screen', () => {
    expect([...loadedWithApp(chunks, /src\/app\/start\.tsx$/)].sort()).toEqual(['assets/chain.js', 'assets/index.js', 'assets/preload-helper.js', 'assets/react.js', 'assets/start.js'])
  })
})

describe('preloadDependencies', () => {
  it("keeps a dynamic import's dependencies the app has not loaded, in their order", () => {
    const loaded = loadedWithApp(chunks, /src\/app\/start\.tsx$/)
    expect(preloadDependencies(['assets/routes-index.js', 'assets/chain.js', 'assets/form.js', 'assets/react.js'], loaded)).toEqual(['assets/routes-index.js', 'assets/form.js'])
    expect(preloadDependencies(['assets/pool.js'], new Set())).toEqual(['assets/pool.js'])
  })
})
