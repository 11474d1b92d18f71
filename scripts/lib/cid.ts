/**
 * The CID `ipfs add` gives, without a daemon (ipfs-unixfs-importer), with Kubo's `--cid-version 1` defaults: raw
 * leaves, 262,144-byte chunks, balanced layout of 174 links, directories sharded past 256 KiB; the folder's name apart.
 */
import { type ImportCandidate, type ImporterOptions, type WritableStorage, importer } from 'ipfs-unixfs-importer'

/** A file (with its bytes) or a folder, by its path inside the folder being added (forward slashes). */
export type TreeEntry = { path: string; content: Uint8Array } | { path: string; content?: undefined }

export const IPFS_ADD_OPTIONS: ImporterOptions = {
  profile: 'unixfs-v0-2015',
  cidVersion: 1,
  rawLeaves: true,
  wrapWithDirectory: false,
}
/** Only the CIDs are wanted: the blocks are hashed and dropped. */
export const discard: WritableStorage = { put: (cid) => cid }
const ROOT = 'root'

/** The CID `ipfs add --cid-version 1 file` prints. */
export async function fileCid(content: Uint8Array): Promise<string> {
  let cid: string | undefined
  for await (const entry of importer([{ content }], discard, IPFS_ADD_OPTIONS)) cid = entry.cid.toString()
  if (!cid) throw new Error('the importer returned nothing')
  return cid
}

/** The CID `ipfs add -r --cid-version 1 folder` prints last (the folder's), for the folder's files and subfolders. */
export async function directoryCid(entries: readonly TreeEntry[]): Promise<string> {
  const candidates: ImportCandidate[] = [
    { path: ROOT },
    ...entries.map((entry) => ({ ...entry, path: `${ROOT}/${entry.path}` })),
  ]
  for await (const entry of importer(candidates, discard, IPFS_ADD_OPTIONS))
    if (entry.path === ROOT) return entry.cid.toString()
  throw new Error('the importer returned no folder')
}
