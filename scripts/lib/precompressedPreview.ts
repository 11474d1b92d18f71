/**
 * `vite preview` serving as a static host does: `assets/` compressed once before listening, served from memory with
 * the `_headers` cache rules. Vite's per-response gzip slows cold loads in a way no deployment does.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { ASSET_CACHE } from './csp.ts'
import { contentTypeOf } from './staticBuild.ts'

const gzipAsync = promisify(gzip)

/** Whether a request's Accept-Encoding takes gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding?.trim() !== 'gzip' && coding?.trim() !== '*') return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

export function precompressedPreview(): Plugin {
  return {
    name: 'ucash-precompressed-preview',
    async configurePreviewServer(server) {
      const { root, base, build } = server.config
      const dir = resolve(root, build.outDir, 'assets')
      // Source maps are left to Vite: only devtools ask for them.
      const files = (await readdir(dir).catch(() => [])).filter((file) => !file.endsWith('.map'))
      // Compressed before the server listens, so no request meets the work.
      const prefix = `${base.startsWith('/') ? base : '/'}assets/`
      const compressed = new Map(
        await Promise.all(
          files.map(
            async (file) =>
              [
                `${prefix}${file}`,
                await gzipAsync(await readFile(join(dir, file)), { level: constants.Z_BEST_COMPRESSION }),
              ] as const,
          ),
        ),
      )
      // Before Vite's compression and static middlewares (this hook's own middlewares come first).
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? ''
        const body = compressed.get(path)
        if (
          !body ||
          (request.method !== 'GET' && request.method !== 'HEAD') ||
          !acceptsGzip(request.headers['accept-encoding'])
        )
          return next()
        response.writeHead(200, {
          'content-type': contentTypeOf(path),
          'content-encoding': 'gzip',
          'content-length': body.length,
          vary: 'Accept-Encoding',
          'cache-control': ASSET_CACHE,
          'x-content-type-options': 'nosniff',
        })
        response.end(request.method === 'HEAD' ? undefined : body)
      })
    },
  }
}
