import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dedupePackages, duplicatePackageCopies, packageRootOf, specifierPattern } from './dedupePackages.ts'

let dir = ''
const write = (path: string, text: string): void => {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}
/** An installed package: its manifest and an ES module entry. */
const install = (
  root: string,
  name: string,
  version: string,
  dependencies: Record<string, string> = {},
  code = `export const id = '${name}@${version}'\n`,
): void => {
  write(`${root}/package.json`, JSON.stringify({ name, version, type: 'module', main: 'index.js', dependencies }))
  write(`${root}/index.js`, code)
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dedupe-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('duplicatePackageCopies', () => {
  it('maps each same-version copy to the one with the shortest path, and leaves other versions alone', () => {
    install('node_modules/curves', 'curves', '2.0.0')
    install('node_modules/wallet/node_modules/curves', 'curves', '1.8.1')
    install('node_modules/kit/node_modules/curves', 'curves', '1.8.1')
    install('node_modules/@scope/deep/node_modules/other/node_modules/curves', 'curves', '1.8.1')
    install('node_modules/old/node_modules/curves', 'curves', '1.7.0')
    const redirects = duplicatePackageCopies(join(dir, 'node_modules'))
    const kit = join(dir, 'node_modules/kit/node_modules/curves')
    expect(redirects).toEqual(
      new Map([
        [join(dir, 'node_modules/wallet/node_modules/curves'), kit],
        [join(dir, 'node_modules/@scope/deep/node_modules/other/node_modules/curves'), kit],
      ]),
    )
  })

  it('keeps apart two copies of one version whose dependencies resolve to different versions from where each sits', () => {
    install('node_modules/hashes', 'hashes', '1.0.0')
    install('node_modules/a/node_modules/curves', 'curves', '1.8.1', { hashes: '^1.0.0' })
    install('node_modules/b/node_modules/curves', 'curves', '1.8.1', { hashes: '^1.0.0' })
    install('node_modules/b/node_modules/hashes', 'hashes', '1.1.0')
    install('node_modules/c/node_modules/curves', 'curves', '1.8.1', { hashes: '^1.0.0' })
    // a and c both find the top-level hashes 1.0.0: the same; b finds its own 1.1.0.
    expect(duplicatePackageCopies(join(dir, 'node_modules'))).toEqual(
      new Map([[join(dir, 'node_modules/c/node_modules/curves'), join(dir, 'node_modules/a/node_modules/curves')]]),
    )
  })

  it('names copies by their real path when node_modules is a symlink (the bundler resolves modules to real paths)', () => {
    install('real/node_modules/a/node_modules/curves', 'curves', '1.8.1')
    install('real/node_modules/b/node_modules/curves', 'curves', '1.8.1')
    symlinkSync(join(dir, 'real'), join(dir, 'link'))
    expect(duplicatePackageCopies(join(dir, 'link/node_modules'))).toEqual(
      new Map([
        [join(dir, 'real/node_modules/b/node_modules/curves'), join(dir, 'real/node_modules/a/node_modules/curves')],
      ]),
    )
  })

  it('skips folders without a readable manifest', () => {
    write('node_modules/broken/package.json', '{ not json')
    write('node_modules/.bin/tool', '')
    install('node_modules/x/node_modules/y', 'y', '1.0.0')
    expect(duplicatePackageCopies(join(dir, 'node_modules'))).toEqual(new Map())
  })
})

describe('packageRootOf and specifierPattern', () => {
  it.each([
    ['/p/node_modules/a/node_modules/@noble/curves/esm/secp256k1.js', '/p/node_modules/a/node_modules/@noble/curves'],
    ['/p/node_modules/viem/_esm/index.js', '/p/node_modules/viem'],
    ['/p/src/main.ts', undefined],
    ['/p/node_modules/@scope', undefined],
  ])('%s is in %s', (id, root) => expect(packageRootOf(id)).toBe(root))

  it('matches the packages and their subpaths, nothing else', () => {
    const pattern = specifierPattern(['@noble/curves', 'tslib', 'tslib'])
    for (const yes of ['@noble/curves', '@noble/curves/secp256k1', 'tslib']) expect(pattern.test(yes)).toBe(true)
    for (const no of ['@noble/curves-extra', 'tslibs', './tslib', '@noble/hashes']) expect(pattern.test(no)).toBe(false)
    expect(specifierPattern([]).test('anything')).toBe(false)
  })
})

describe('dedupePackages in a Vite build', () => {
  it('bundles two same-version copies once, and a different version apart', async () => {
    const marker = (tag: string): string => `export const id = globalThis.mark?.('${tag}')\n`
    install('node_modules/curves', 'curves', '2.0.0', {}, marker('curves two'))
    install('node_modules/wallet', 'wallet', '1.0.0', {}, "export { id } from 'curves'\n")
    install('node_modules/wallet/node_modules/curves', 'curves', '1.8.1', {}, marker('curves one'))
    install('node_modules/kit', 'kit', '1.0.0', {}, "export { id } from 'curves'\n")
    install('node_modules/kit/node_modules/curves', 'curves', '1.8.1', {}, marker('curves one'))
    write(
      'main.js',
      "import { id as a } from 'wallet'\nimport { id as b } from 'kit'\nimport { id as c } from 'curves'\nconsole.log(a, b, c)\n",
    )
    const bundle = async (plugins: ReturnType<typeof dedupePackages>[]): Promise<string> => {
      const output = await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins,
        build: { write: false, minify: false, lib: { entry: join(dir, 'main.js'), formats: ['es'], fileName: 'out' } },
      })
      const results = Array.isArray(output) ? output : [output]
      return results
        .flatMap((result) => ('output' in result ? result.output : []))
        .map((file) => ('code' in file ? file.code : ''))
        .join('\n')
    }
    const count = (code: string, tag: string): number => code.split(`mark?.("${tag}")`).length - 1
    const without = await bundle([])
    expect([count(without, 'curves one'), count(without, 'curves two')]).toEqual([2, 1])
    const deduped = await bundle([dedupePackages(join(dir, 'node_modules'))])
    expect([count(deduped, 'curves one'), count(deduped, 'curves two')]).toEqual([1, 1])
  })
})
