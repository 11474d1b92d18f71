import { createHash } from 'node:crypto'
import { CID } from 'multiformats/cid'
import { create } from 'multiformats/hashes/digest'
import { describe, expect, it } from 'vitest'
import { importer } from 'ipfs-unixfs-importer'
import { IPFS_ADD_OPTIONS, directoryCid, discard, fileCid } from './cid.ts'

const DAG_PB = 0x70
const RAW = 0x55
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text)
const rawCid = (data: Uint8Array): CID => CID.createV1(RAW, create(0x12, createHash('sha256').update(data).digest()))

// The directory block written out by hand, from the dag-pb and UnixFS specs, not through the importer's code:
// PBNode { Links (2): PBLink { Hash (1), Name (2), Tsize (3) } sorted by name, Data (1): UnixFS { Type (1) = Directory } }.
const varint = (value: number): number[] => (value < 0x80 ? [value] : [(value & 0x7f) | 0x80, ...varint(value >>> 7)])
const field = (tag: number, body: Uint8Array | number[]): number[] => [tag, ...varint(body.length), ...body]
function directoryBlock(links: { name: string; cid: CID; size: number }[]): Uint8Array {
  const sorted = [...links].sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)))
  const encoded = sorted.flatMap(({ name, cid, size }) =>
    field(0x12, [...field(0x0a, cid.bytes), ...field(0x12, bytes(name)), 0x18, ...varint(size)]),
  )
  return Uint8Array.from([...encoded, ...field(0x0a, [0x08, 0x01])])
}
const directory = (links: { name: string; cid: CID; size: number }[]) => {
  const block = directoryBlock(links)
  const cid = CID.createV1(DAG_PB, create(0x12, createHash('sha256').update(block).digest()))
  return { cid, size: block.length + links.reduce((sum, link) => sum + link.size, 0) }
}

describe('CIDs as ipfs add --cid-version 1 computes them', () => {
  it('gives the known CIDs of an empty folder and of a file holding "hello world\\n"', async () => {
    expect(await directoryCid([])).toBe('bafybeiczsscdsbs7ffqz55asqdf3smv6klcw3gofszvwlyarci47bgf354')
    expect(await fileCid(bytes('hello world\n'))).toBe('bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4')
  })

  it('links a small folder by name, subfolders included, whatever order the files come in', async () => {
    const hello = bytes('hello world\n')
    const empty = directory([])
    const assets = directory([{ name: 'a.js', cid: rawCid(bytes('1')), size: 1 }])
    const expected = directory([
      { name: 'hello.txt', cid: rawCid(hello), size: hello.length },
      { name: 'empty', ...empty },
      { name: 'assets', ...assets },
    ])
    expect(empty.cid.toString()).toBe('bafybeiczsscdsbs7ffqz55asqdf3smv6klcw3gofszvwlyarci47bgf354')
    const cid = await directoryCid([
      { path: 'hello.txt', content: hello },
      { path: 'empty' },
      { path: 'assets/a.js', content: bytes('1') },
    ])
    expect(cid).toBe(expected.cid.toString())
    expect(
      await directoryCid([
        { path: 'assets/a.js', content: bytes('1') },
        { path: 'empty' },
        { path: 'hello.txt', content: hello },
      ]),
    ).toBe(cid)
    expect(
      await directoryCid([
        { path: 'hello.txt', content: bytes('hello world!') },
        { path: 'empty' },
        { path: 'assets/a.js', content: bytes('1') },
      ]),
    ).not.toBe(cid)
  })

  it('chunks a large file as kubo does: the same CID as an independent implementation gives in CIDv0', async () => {
    const big = new Uint8Array(262_144 * 2 + 10).map((_, index) => index % 251)
    const cid = CID.parse(await fileCid(big))
    expect(cid.version).toBe(1)
    expect(cid.code).toBe(DAG_PB)
    expect(await fileCid(big.subarray(0, 262_144))).toBe(rawCid(big.subarray(0, 262_144)).toString())
    // Debian's ipfs-cid (Rust's ipfs-unixfs, go-ipfs's layout) gives this file QmTjTL…: the same chunks and tree with
    // CIDv0 and wrapped leaves, the only two settings --cid-version 1 changes.
    let v0: string | undefined
    for await (const entry of importer([{ content: big }], discard, {
      ...IPFS_ADD_OPTIONS,
      cidVersion: 0,
      rawLeaves: false,
    }))
      v0 = entry.cid.toString()
    expect(v0).toBe('QmTjTLhDoGiSoDcdux7bQten9zcf5DCFjGqyDGsx3cshXF')
  })
})
