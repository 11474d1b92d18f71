import { describe, expect, it } from 'vitest'
import { formatPackages, packageDirs, sourcePackage } from './bundledPackages.ts'

describe('sourcePackage', () => {
  it('names a plain package and its folder', () => {
    expect(sourcePackage('../../node_modules/react/cjs/react.production.js')).toEqual({
      name: 'react',
      dir: '../../node_modules/react',
    })
  })

  it('keeps the scope of a scoped package', () => {
    expect(sourcePackage('../../node_modules/@noble/hashes/esm/sha3.js')).toEqual({
      name: '@noble/hashes',
      dir: '../../node_modules/@noble/hashes',
    })
  })

  it('takes the innermost package of a nested node_modules, with the nested folder', () => {
    expect(
      sourcePackage('../../node_modules/@reown/appkit/node_modules/@walletconnect/utils/dist/index.es.js'),
    ).toEqual({
      name: '@walletconnect/utils',
      dir: '../../node_modules/@reown/appkit/node_modules/@walletconnect/utils',
    })
    expect(sourcePackage('../../node_modules/uint8arrays/node_modules/multiformats/esm/src/bytes.js')).toEqual({
      name: 'multiformats',
      dir: '../../node_modules/uint8arrays/node_modules/multiformats',
    })
    expect(
      sourcePackage(
        '../../node_modules/@walletconnect/utils/node_modules/@walletconnect/utils/node_modules/viem/_esm/index.js',
      )?.dir,
    ).toBe('../../node_modules/@walletconnect/utils/node_modules/@walletconnect/utils/node_modules/viem')
  })

  it('reads a package file with a query, Windows separators, or at the start of the path', () => {
    expect(sourcePackage('../../node_modules/zod/v4/core/core.js?commonjs-es-import')?.name).toBe('zod')
    expect(sourcePackage('..\\..\\node_modules\\@tanstack\\query-core\\build\\modern\\index.js')).toEqual({
      name: '@tanstack/query-core',
      dir: '../../node_modules/@tanstack/query-core',
    })
    expect(sourcePackage('node_modules/viem/_esm/index.js')).toEqual({ name: 'viem', dir: 'node_modules/viem' })
  })

  it('leaves out the app’s own files and paths that name no package', () => {
    expect(sourcePackage('../../src/app/App.tsx')).toBeUndefined()
    expect(sourcePackage('../../locales/en.po')).toBeUndefined()
    expect(sourcePackage('\0vite/preload-helper.js')).toBeUndefined()
    expect(sourcePackage('../../src/my_node_modules/x/y.ts')).toBeUndefined()
    expect(sourcePackage('../../node_modules/')).toBeUndefined()
    expect(sourcePackage('../../node_modules/@scope/')).toBeUndefined()
    expect(sourcePackage('../../node_modules/../src/x.ts')).toBeUndefined()
  })
})

describe('packageDirs', () => {
  it('lists each package folder once, a nested copy apart from the top-level one', () => {
    const dirs = packageDirs([
      '../../node_modules/viem/_esm/index.js',
      '../../node_modules/viem/_esm/utils/abi.js',
      '../../node_modules/@walletconnect/utils/node_modules/viem/_esm/index.js',
      '../../src/main.tsx',
    ])
    expect(dirs).toEqual([
      { name: 'viem', dir: '../../node_modules/viem' },
      { name: 'viem', dir: '../../node_modules/@walletconnect/utils/node_modules/viem' },
    ])
  })
})

describe('formatPackages', () => {
  it('sorts by name, then by version numerically, and merges equal pairs', () => {
    expect(
      formatPackages([
        { name: 'viem', version: '2.10.0' },
        { name: '@noble/hashes', version: '1.8.0' },
        { name: 'viem', version: '2.9.1' },
        { name: 'react', version: '19.3.1' },
        { name: 'viem', version: '2.10.0' },
      ]),
    ).toEqual(['@noble/hashes@1.8.0', 'react@19.3.1', 'viem@2.9.1', 'viem@2.10.0'])
  })
})
