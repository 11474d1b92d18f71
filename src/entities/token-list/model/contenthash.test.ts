import { CID, varint } from 'multiformats'
import { create as createDigest } from 'multiformats/hashes/digest'
import { identity } from 'multiformats/hashes/identity'
import { type Hex, bytesToHex, concat } from 'viem'
import { describe, expect, it } from 'vitest'
import { contenthashToUri } from './contenthash'

const V0 = 'QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'
const LIBP2P_KEY = 0x72
const RAW = 0x55

/** An EIP-1577 content hash: the codec as a varint, then the CID's bytes. */
const contenthash = (codec: number, cid: CID): Hex =>
  bytesToHex(concat([varint.encodeTo(codec, new Uint8Array(varint.encodingLength(codec))), cid.bytes]))
const digest32 = <Code extends number>(code: Code, fill: number) => createDigest(code, new Uint8Array(32).fill(fill))

describe('contenthashToUri', () => {
  it('decodes the known ipfs vector', () => {
    expect(contenthashToUri('0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f')).toBe(
      `ipfs://${V0}`,
    )
  })

  it('gives CIDv0 for an ipfs-ns CIDv1 of dag-pb sha2-256 content', () => {
    const cid = CID.parse(V0).toV1()
    expect(contenthash(0xe3, cid)).toBe(
      '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f',
    )
    expect(contenthashToUri(contenthash(0xe3, cid))).toBe(`ipfs://${V0}`)
  })

  it('accepts a CIDv0 right after the codec', () => {
    expect(contenthashToUri(contenthash(0xe3, CID.parse(V0)))).toBe(`ipfs://${V0}`)
  })

  it('keeps the CID string for content that CIDv0 cannot name (raw leaves)', () => {
    const cid = CID.createV1(RAW, CID.parse(V0).multihash)
    expect(contenthashToUri(contenthash(0xe3, cid))).toBe(`ipfs://${cid.toString()}`)
    expect(cid.toString()).toMatch(/^bafkrei/)
  })

  it('reads an ipns name held in an identity hash, trimmed', () => {
    const cid = CID.createV1(LIBP2P_KEY, identity.digest(new TextEncoder().encode(' app.uniswap.org\n')))
    expect(contenthashToUri(contenthash(0xe5, cid))).toBe('ipns://app.uniswap.org')
  })

  it('gives a base58 peer id for an identity hash holding a key, not text', () => {
    const key = new Uint8Array([0x08, 0x01, 0x12, 0x20, ...new Uint8Array(32).fill(0xff)])
    const mh = identity.digest(key)
    expect(contenthashToUri(contenthash(0xe5, CID.createV1(LIBP2P_KEY, mh)))).toMatch(/^ipns:\/\/12D3KooW/)
  })

  it('gives the base58 multihash for an ipns sha2-256 key', () => {
    const cid = CID.createV1(LIBP2P_KEY, digest32(0x12, 7))
    expect(contenthashToUri(contenthash(0xe5, cid))).toBe(`ipns://${CID.createV0(digest32(0x12, 7)).toString()}`)
  })

  it('gives the CID string for other ipns hashes', () => {
    const cid = CID.createV1(LIBP2P_KEY, digest32(0xb220, 1))
    expect(contenthashToUri(contenthash(0xe5, cid))).toBe(`ipns://${cid.toString()}`)
  })

  it('refuses swarm by name', () => {
    const swarm = CID.createV1(0xfa, digest32(0x1b, 3))
    expect(() => contenthashToUri(contenthash(0xe4, swarm))).toThrow(
      expect.objectContaining({
        code: 'CODEC_UNRECOGNIZED',
        params: { codec: 'swarm-ns' },
        message: 'Unrecognized codec: swarm-ns',
      }),
    )
  })

  it('refuses an unknown codec by its hex code', () => {
    expect(() => contenthashToUri(contenthash(0x99, CID.parse(V0).toV1()))).toThrow(
      expect.objectContaining({ code: 'CODEC_UNRECOGNIZED', params: { codec: '0x99' } }),
    )
  })

  it.each([
    ['empty', '0x'],
    ['odd length', '0xe30'],
    ['not hex', '0xe3zz'],
    ['codec only', '0xe301'],
    ['unterminated varint', '0x80'],
    ['truncated multihash', '0xe30101701220'],
    ['trailing bytes', '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f00'],
  ])('throws for %s', (_label, hash) => expect(() => contenthashToUri(hash as Hex)).toThrow())

  it.each(['0x', '0xe30', '0xe3zz'])('text that is not whole hex bytes (%s) is INVALID_HEX', (hash) => {
    expect(() => contenthashToUri(hash as Hex)).toThrow(
      expect.objectContaining({ code: 'INVALID_HEX', shortMessage: 'Invalid hex' }),
    )
  })
})
