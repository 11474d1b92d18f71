/**
 * The CID `ipfs add` gives a file or a folder, computed here without a daemon (ipfs-unixfs-importer, the importer of
 * the IPFS JavaScript implementations). Kubo's defaults with `--cid-version 1`: UnixFS in dag-pb, raw leaves, chunks of
 * 262,144 bytes, the balanced layout with 174 links a node, directories sharded past 256 KiB of links
 * (importer's profile 'unixfs-v0-2015', CIDv1 and raw leaves), and the folder's own name not part of its CID.
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
