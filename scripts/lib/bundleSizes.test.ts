import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { chunkKeyOf } from './bundleSizes'

describe('chunkKeyOf', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-sizes-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))
  mkdirSync(join(dist, 'assets'))
  const map = (file: string, sources: string[]) =>
    writeFileSync(join(dist, `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }))
  map('assets/start-1.js', ['../../node_modules/react/index.js', '../../src/app/router.ts', '../../src/app/start.tsx'])
  map('assets/swap-2.js', ['../../src/features/swap/model/start.ts'])
  const manifest = {
    'index.html': { file: 'assets/entry-0.js', isEntry: true },
    '_start-1.js': { file: 'assets/start-1.js', name: 'start' },
    '_swap-2.js': { file: 'assets/swap-2.js', name: 'swap' },
    '_no-map-3.js': { file: 'assets/no-map-3.js', name: 'no-map' },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-4.js' },
    '_index-5.css': { file: 'assets/index-5.css' },
  }

  it("finds a facade's chunk by its key, a route's split component with its query", () => {
    expect(chunkKeyOf(dist, manifest, 'index.html')).toBe('index.html')
    expect(chunkKeyOf(dist, manifest, 'src/routes/index.tsx')).toBe('src/routes/index.tsx?tsr-split=component')
  })

  it("finds a module in a group's chunk by the chunk's source map, by whole path segments", () => {
    expect(chunkKeyOf(dist, manifest, 'src/app/start.tsx')).toBe('_start-1.js')
    expect(chunkKeyOf(dist, manifest, 'start.tsx')).toBe('_start-1.js')
    expect(chunkKeyOf(dist, manifest, 'app/start.ts')).toBeUndefined()
    expect(chunkKeyOf(dist, manifest, 'src/app/missing.ts')).toBeUndefined()
  })
})
