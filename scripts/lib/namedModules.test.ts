import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { missingModules, modulePattern, unmatchedModules } from './namedModules'

const root = '/home/dev/app'

describe('modulePattern', () => {
  it('matches a file by its whole path from the root, and no other file ending the same way', () => {
    const pattern = modulePattern({ files: ['src/app/start.tsx'] })
    expect(pattern.test(`${root}/src/app/start.tsx`)).toBe(true)
    expect(pattern.test(`${root}/src/app/start.tsx.map`)).toBe(false)
    expect(pattern.test(`${root}/src/app/restart.tsx`)).toBe(false)
    expect(pattern.test(`${root}/src/app/start.tsx?raw`)).toBe(false)
  })

  it("matches a route's split module by the word in its query, in any order of its parts", () => {
    const pattern = modulePattern({ files: ['src/routes/index.tsx?tsr-split=component'] })
    expect(pattern.test(`${root}/src/routes/index.tsx?tsr-split=component`)).toBe(true)
    expect(pattern.test(`${root}/src/routes/index.tsx?tsr-split=loader---component`)).toBe(true)
    expect(pattern.test(`${root}/src/routes/index.tsx?v=1&tsr-split=component`)).toBe(true)
    expect(pattern.test(`${root}/src/routes/index.tsx?tsr-split=loader`)).toBe(false)
    expect(pattern.test(`${root}/src/routes/index.tsx?tsr-split=componentX`)).toBe(false)
    expect(pattern.test(`${root}/src/routes/index.tsx`)).toBe(false)
  })

  it('matches every file below a folder and every file of a package, scoped packages and dots included', () => {
    const pattern = modulePattern({ folders: ['src/lib/sdk-shims/'], packages: ['@uniswap/sdk-core', 'big.js'] })
    expect(pattern.test(`${root}/src/lib/sdk-shims/address.ts`)).toBe(true)
    expect(pattern.test(`${root}/src/lib/sdk-shims-old/address.ts`)).toBe(false)
    expect(pattern.test(`${root}/node_modules/@uniswap/sdk-core/dist/index.js`)).toBe(true)
    expect(pattern.test(`${root}/node_modules/@uniswap/sdk-core-extra/dist/index.js`)).toBe(false)
    expect(pattern.test(`${root}/node_modules/big.js/big.mjs`)).toBe(true)
    // The dot is a dot, not any letter.
    expect(pattern.test(`${root}/node_modules/bigxjs/big.mjs`)).toBe(false)
    // A dependency's own copy (another version) is not the package named.
    expect(pattern.test(`${root}/node_modules/@reown/appkit-common/node_modules/big.js/big.mjs`)).toBe(false)
  })

  it('refuses to name nothing (a group with an empty test would take every module)', () => {
    expect(() => modulePattern({})).toThrow(/no module/)
  })
})

describe('missingModules', () => {
  it('names the files, folders and packages that are not on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'named-modules-'))
    mkdirSync(join(dir, 'src/app'), { recursive: true })
    writeFileSync(join(dir, 'src/app/start.tsx'), '')
    mkdirSync(join(dir, 'node_modules/jsbi'), { recursive: true })
    writeFileSync(join(dir, 'node_modules/jsbi/package.json'), '{}')
    mkdirSync(join(dir, 'node_modules/half-installed'), { recursive: true })
    const missing = missingModules(dir, {
      files: ['src/app/start.tsx', 'src/routes/index.tsx?tsr-split=component', 'src/app/renamed.tsx'],
      folders: ['src/app', 'src/lib/sdk-shims'],
      packages: ['jsbi', 'half-installed', 'toformat'],
    })
    expect(missing).toEqual([
      'src/routes/index.tsx?tsr-split=component',
      'src/app/renamed.tsx',
      'src/lib/sdk-shims',
      'npm package half-installed',
      'npm package toformat',
    ])
  })
})

describe('unmatchedModules', () => {
  it('names what the bundle holds no module of', () => {
    const ids = [`${root}/src/app/start.tsx`, `${root}/node_modules/jsbi/dist/jsbi.mjs`]
    expect(
      unmatchedModules({ files: ['src/app/start.tsx', 'src/gone.ts'], packages: ['jsbi', 'toformat'] }, ids),
    ).toEqual(['src/gone.ts', 'npm package toformat'])
  })
})
