import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsGzip, precompressedPreview } from './precompressedPreview.ts'

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
    [['br', 'gzip'], true],
  ] as const)('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header === undefined ? undefined : typeof header === 'string' ? header : [...header])).toBe(
      expected,
    )
  })
})

describe('precompressedPreview: vite preview serves assets compressed once, from memory', () => {
  let dir: string
  let server: PreviewServer
  let port: number
  const script = `export const answer = ${JSON.stringify('x'.repeat(5_000))}\n`

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ucash-preview-'))
    await mkdir(join(dir, 'dist', 'assets'), { recursive: true })
    await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>t</title>')
    await writeFile(join(dir, 'dist', 'assets', 'app-abc.js'), script)
    await writeFile(join(dir, 'dist', 'assets', 'app-abc.js.map'), '{}')
    server = await preview({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompressedPreview()],
      preview: { host: '127.0.0.1', port: 0 },
    })
    const address = server.httpServer.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    port = address.port
  })
  afterAll(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (done, fail) => {
        const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        req.on('error', fail)
        req.end()
      },
    )

  it('answers a gzip client with the file gzipped, its type, and the static host cache rule', async () => {
    const res = await get('/assets/app-abc.js?v=1', { 'accept-encoding': 'gzip, deflate' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['cache-control']).toContain('immutable')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(gunzipSync(res.body).toString()).toBe(script)
    expect(res.body.length).toBeLessThan(script.length / 10)
  })

  it('leaves other clients, other files and other methods to Vite', async () => {
    const plain = await get('/assets/app-abc.js', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    const map = await get('/assets/app-abc.js.map', { 'accept-encoding': 'gzip' })
    expect(map.body.toString()).toBe('{}')
    const head = await get('/assets/app-abc.js', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('gzip')
    expect(head.body.length).toBe(0)
    const missing = await get('/assets/nope.js', { 'accept-encoding': 'gzip' })
    expect(missing.headers['content-encoding']).toBeUndefined()
  })
})
