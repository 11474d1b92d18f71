/** What `scripts/reproducible-build.ts` compares: two builds of one commit, file by file (pure functions). */
import { createHash } from 'node:crypto'

/** Each file's path in the build (forward slashes) and the SHA-256 of its bytes, in hex. */
export type Digests = ReadonlyMap<string, string>

export function digestFiles(files: Iterable<readonly [path: string, bytes: Uint8Array]>): Map<string, string> {
  const digests = new Map<string, string>()
  for (const [path, bytes] of files)
    digests.set(path.replaceAll('\\', '/'), createHash('sha256').update(bytes).digest('hex'))
  return digests
}

/** The first file (in path order) the two builds do not share byte for byte, and how, or undefined if they agree. */
export function firstDifference(first: Digests, second: Digests): string | undefined {
  const paths = [...new Set([...first.keys(), ...second.keys()])].sort()
  for (const path of paths) {
    const [a, b] = [first.get(path), second.get(path)]
    if (a === undefined) return `${path}: only in the second build`
    if (b === undefined) return `${path}: only in the first build`
    if (a !== b) return `${path}: the bytes differ (sha256 ${a.slice(0, 12)}… and ${b.slice(0, 12)}…)`
  }
  return undefined
}

/**
 * Files naming the absolute folder the build ran in: a clone elsewhere would build them differently, which two builds
 * in one folder cannot show.
 */
export function filesNaming(files: Iterable<readonly [path: string, bytes: Uint8Array]>, folder: string): string[] {
  const needle = Buffer.from(folder)
  return [...files]
    .filter(([, bytes]) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle))
    .map(([path]) => path)
}
