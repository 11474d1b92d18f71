import { CID, varint } from 'multiformats'
import { base58btc } from 'multiformats/bases/base58'
import { type Hex, hexToBytes } from 'viem'
import { AppError } from '@/lib/errors/AppError'

const IPFS_NS = 0xe3
const IPNS_NS = 0xe5
const DAG_PB = 0x70
const IDENTITY = 0x00
const SHA2_256 = 0x12
/** Names for the error text of content-hash codecs the app does not load. */
const CODEC_NAMES: Readonly<Record<number, string>> = {
  0xe4: 'swarm-ns',
  0x01bc: 'onion',
  0x01bd: 'onion3',
  0xb19910: 'skynet-ns',
  0xb29910: 'arweave-ns',
}
/** A DNSLink-style name held in an identity hash: printable, no spaces. */
const NAME = /^[^\p{C}\p{Z}]+$/u

/** The UTF-8 name an identity multihash holds (trimmed), or undefined when it holds binary (e.g. a public key). */
function identityName(digest: Uint8Array): string | undefined {
  try {
    const name = new TextDecoder('utf-8', { fatal: true }).decode(digest).trim()
    return NAME.test(name) ? name : undefined
  } catch {
    return undefined
  }
}

/** The IPFS path of a CID: CIDv0 (base58 'Qm...') for dag-pb sha2-256 content, else the CID string. */
function ipfsPath(cid: CID): string {
  return cid.code === DAG_PB && cid.multihash.code === SHA2_256
    ? base58btc.baseEncode(cid.multihash.bytes)
    : cid.toString()
}

/** The IPNS path of a CID: the name an identity hash holds, else the base58 key (peer id) or the CID string. */
function ipnsPath(cid: CID): string {
  const { code, digest, bytes } = cid.multihash
  if (code === IDENTITY) {
    const name = identityName(digest)
    if (name) return name
  }
  return code === IDENTITY || code === SHA2_256 ? base58btc.baseEncode(bytes) : cid.toString()
}

/**
 * An EIP-1577 content hash as an ipfs:// or ipns:// URI; other codecs (e.g. swarm-ns) throw CODEC_UNRECOGNIZED, as does
 * malformed input.
 */
export function contenthashToUri(contenthash: Hex): string {
  if (!/^0x(?:[0-9a-f]{2})+$/i.test(contenthash))
    throw new AppError('INVALID_HEX', { details: `content hash ${contenthash.slice(0, 100)}` })
  const bytes = hexToBytes(contenthash)
  const [codec, length] = varint.decode(bytes)
  if (codec !== IPFS_NS && codec !== IPNS_NS)
    throw new AppError('CODEC_UNRECOGNIZED', { params: { codec: CODEC_NAMES[codec] ?? `0x${codec.toString(16)}` } })
  const cid = CID.decode(bytes.subarray(length))
  return codec === IPFS_NS ? `ipfs://${ipfsPath(cid)}` : `ipns://${ipnsPath(cid)}`
}
