import { gzipSync } from 'node:zlib'
import type { Request } from '@playwright/test'

/** Bytes after gzip at level 9, as the size rows measure every file. */
export const gzipSize = (body: Buffer): number => gzipSync(body, { level: 9 }).length

/** Kilobytes (1024 bytes) to one decimal. */
export const kB = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10

/** The gzip total of the scripts a page requested, and a line naming the count and the three largest. */
export async function scriptSizes(requests: readonly Request[]): Promise<{ total: number; detail: string }> {
  const sizes = await Promise.all(
    requests.map(async (request) => {
      const response = await request.response()
      if (!response) throw new Error(`no response for ${request.url()}`)
      return { url: new URL(request.url()).pathname, gzip: gzipSize(await response.body()) }
    }),
  )
  const biggest = [...sizes]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 3)
    .map((s) => `${s.url.split('/').at(-1)} ${kB(s.gzip)}`)
  return {
    total: kB(sizes.reduce((sum, s) => sum + s.gzip, 0)),
    detail: `${sizes.length} files (largest ${biggest.join(', ')} kB)`,
  }
}

/** JSON from a request or response body; undefined for none or for text that is not JSON. */
export function parseJson(text: string | null): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
