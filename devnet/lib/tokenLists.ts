/**
 * The token lists the devnet serves under `/lists/` by name (devnet/README.md, Token lists), with fixed timestamps so
 * the files match on every start; the hostile list's beacon logos use the server's port. The named list is under
 * `/ipfs/<cid>`, through tokens.ucash.eth's content hash.
 */
import type { TokenInfo, TokenList } from '@uniswap/token-lists'
import { CID, varint } from 'multiformats'
import { base58btc } from 'multiformats/bases/base58'
import * as raw from 'multiformats/codecs/raw'
import { sha256 } from 'multiformats/hashes/sha2'
import { type Hex, bytesToHex } from 'viem'
import type { Manifest, TokenRole } from '../manifest.ts'

type Tokens = Manifest['tokens']
type Token = Tokens[number]

export const tokenListFiles = {
  default: 'devnet.tokenlist.json',
  extras: 'extras.tokenlist.json',
  unsupported: 'unsupported.tokenlist.json',
  hostile: 'hostile.tokenlist.json',
  invalid: 'invalid.tokenlist.json',
  notJson: 'not-json.tokenlist.json',
} as const

export type TokenListName = keyof typeof tokenListFiles

const TIMESTAMP = '2026-01-01T00:00:00.000Z'

const entry =
  (chainId: number) =>
  (t: Token): TokenInfo => ({
    chainId,
    address: t.address,
    symbol: t.symbol,
    name: t.name,
    decimals: t.decimals,
  })

/** The token with this symbol and role (no role: the protocol's own test token, not a fixture that imitates it). */
function pick(tokens: Tokens, symbol: string, role?: TokenRole): Token {
  const token = tokens.find((t) => t.symbol === symbol && t.role === role)
  if (!token) throw new Error(`token lists: no ${symbol}${role ? ` (${role})` : ''} in the deployment`)
  return token
}

export function devnetTokenLists(
  chainId: number,
  tokens: Tokens,
  httpPort: number,
): Record<(typeof tokenListFiles)[TokenListName], unknown> {
  const first = tokens[0]
  const hop = pick(tokens, 'HOP')
  const xaut = pick(tokens, 'XAUt', 'unsupported')
  const cmt = pick(tokens, 'CMT', 'extra')
  const defaultList: TokenList = {
    name: 'UCASH Devnet',
    timestamp: TIMESTAMP,
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['ucash', 'devnet'],
    tags: {},
    tokens: tokens.filter((t) => !t.role).map(entry(chainId)),
  }
  const extras: TokenList = {
    name: 'UCASH Devnet Extras',
    timestamp: TIMESTAMP,
    version: { major: 1, minor: 2, patch: 0 },
    keywords: ['ucash', 'devnet', 'extras'],
    tags: { hop: { name: 'Two hop', description: 'Reachable only through another pair' } },
    tokens: [entry(chainId)(cmt), entry(chainId)(xaut), { ...entry(chainId)(hop), tags: ['hop'] }],
  }
  const unsupported: TokenList = {
    name: 'UCASH Devnet Unsupported',
    timestamp: TIMESTAMP,
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['ucash', 'unsupported'],
    tags: {},
    tokens: [entry(chainId)(xaut)],
  }
  return {
    [tokenListFiles.default]: defaultList,
    [tokenListFiles.extras]: extras,
    [tokenListFiles.unsupported]: unsupported,
    [tokenListFiles.hostile]: hostileTokenList(chainId, httpPort),
    // Fails the token-list schema: decimals out of range, a malformed address (and a duplicated token).
    [tokenListFiles.invalid]: {
      name: 'Broken List',
      timestamp: TIMESTAMP,
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [
        { chainId, address: '0x1234', symbol: 'BAD', name: 'Bad address', decimals: 18 },
        { chainId, address: first?.address, symbol: 'DEC', name: 'Decimals out of range', decimals: 256 },
        { ...(first ? entry(chainId)(first) : {}) },
        { ...(first ? entry(chainId)(first) : {}) },
      ],
    },
    // Not JSON at all.
    [tokenListFiles.notJson]: '<!doctype html><title>Not a token list</title>',
  }
}

/** The list `tokens.ucash.eth` names: its exact bytes, their CID and the EIP-1577 content hash that points at them. */
export interface NamedTokenList {
  list: TokenList
  /** The exact bytes the devnet's IPFS gateway serves (UTF-8 JSON); the CID is their sha2-256. */
  bytes: Uint8Array
  /** CIDv1, codec raw (0x55), sha2-256 multihash. */
  cid: CID
  /** The same multihash as a CIDv0 string (`Qm...`): what code that base58-encodes the multihash asks a gateway for. */
  cidV0: string
  /** EIP-1577: varint(0xe3, ipfs-ns) followed by the CID's bytes. */
  contenthash: Hex
}

/** Multicodec of the `ipfs-ns` namespace in an EIP-1577 content hash. */
export const IPFS_NS_CODEC = 0xe3

/**
 * `UCASH Devnet Named List` 1.0.0, found through `tokens.ucash.eth`; its bytes are `JSON.stringify(list)`, so they
 * depend on the token addresses only, not the ports.
 */
export async function namedTokenList(chainId: number, tokens: Tokens): Promise<NamedTokenList> {
  const list: TokenList = {
    name: 'UCASH Devnet Named List',
    timestamp: TIMESTAMP,
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['ucash', 'devnet', 'ens'],
    tags: {},
    tokens: ['DAI', 'USDC', 'WBTC', 'HOP'].map((symbol) => entry(chainId)(pick(tokens, symbol))),
  }
  const bytes = new TextEncoder().encode(JSON.stringify(list))
  const cid = CID.create(1, raw.code, await sha256.digest(bytes))
  const prefix = varint.encodeTo(IPFS_NS_CODEC, new Uint8Array(varint.encodingLength(IPFS_NS_CODEC)))
  const contenthash = bytesToHex(new Uint8Array([...prefix, ...cid.bytes]))
  return { list, bytes, cid, cidV0: base58btc.baseEncode(cid.multihash.bytes), contenthash }
}

/** An SVG that runs script when it is rendered as a document (never as an `<img>`). */
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="window.__pwned=1">' +
  '<script>window.__pwned=1</script><rect width="64" height="64" fill="red"/></svg>'

/** A 60-character name without a break opportunity (the schema's maximum). */
const NAME_60 = 'Supercalifragilisticexpialidocious'.padEnd(60, 'W')
/** A 20-character symbol of wide letters (the schema's maximum). */
const SYMBOL_20 = 'W'.repeat(20)

/**
 * A list that passes the official schema but carries everything hostile it lets through: markup, bidi and zero-width
 * tricks, look-alike symbols, extreme lengths and decimals, unsafe logo schemes (http ones the server's beacons),
 * prototype keys as tag ids. Addresses are made up.
 */
export function hostileTokenList(chainId: number, httpPort: number): TokenList {
  const beacon = (host: string, file: string) => `http://${host}:${httpPort}/beacon/${file}`
  const token = (address: string, symbol: string, name: string, extra: Partial<TokenInfo> = {}): TokenInfo => ({
    chainId,
    address,
    symbol,
    name,
    decimals: 18,
    ...extra,
  })
  return {
    name: 'Hostile Test List',
    timestamp: TIMESTAMP,
    version: { major: 6, minor: 6, patch: 6 },
    keywords: ['hostile', 'test', '__proto__'],
    logoURI: beacon('127.0.0.1', 'list-logo.png'),
    tags: {
      // Own properties named like Object.prototype members: a plain-object lookup must not find them by accident.
      ['__proto__']: { name: '__proto__', description: 'A tag whose identifier is __proto__' },
      toString: { name: 'toString', description: 'A tag whose identifier is toString' },
      valueOf: { name: 'valueOf', description: 'A tag whose identifier is valueOf' },
      // A name of blanks only, and a description that is a javascript: pseudo-URL as far as the pattern allows.
      blank: { name: '   ', description: 'javascript:window.__pwned' },
      // Both at the schema's maximum length.
      long: { name: 'W'.repeat(20), description: 'W'.repeat(200) },
    },
    tokens: [
      token('0xBaD0000000000000000000000000000000000001', 'XSS', '<script>window.__pwned=1</script>', {
        logoURI: 'javascript:window.__pwned=1',
        tags: ['__proto__', 'toString'],
      }),
      token('0xbad0000000000000000000000000000000000002', 'IMG', '<img src=x onerror=window.__pwned=1>', {
        logoURI: `data:image/svg+xml;base64,${Buffer.from(HOSTILE_SVG).toString('base64')}`,
      }),
      token('0xbad0000000000000000000000000000000000003', '\u202Egnp.exe', 'Right To Left Override', {
        logoURI: beacon('127.0.0.1', 'http-logo.png'),
      }),
      token('0xbad0000000000000000000000000000000000004', 'U\u200BSD\u200DC', 'USD\u200B Coin', {
        decimals: 6,
        logoURI: 'ftp://127.0.0.1/beacon/ftp.png',
      }),
      token('0xBAd0000000000000000000000000000000000005', 'LONG', NAME_60, {
        logoURI: beacon('localhost', 'localhost.png'),
        tags: ['long', 'blank'],
      }),
      token('0xbad0000000000000000000000000000000000006', SYMBOL_20, 'Twenty Character Symbol', { tags: ['long'] }),
      token('0xBAd0000000000000000000000000000000000007', '<b>BOLD</b>', '<svg onload=window.__pwned=1> Bold', {
        tags: ['valueOf', 'missing'],
      }),
      token(
        '0xBAd0000000000000000000000000000000000008',
        '${7*7}',
        "{{constructor.constructor('window.__pwned=1')()}}",
      ),
      token(
        '0xbaD0000000000000000000000000000000000009',
        'MDLINK',
        '[Claim your airdrop](javascript:window.__pwned=1)',
      ),
      // Empty name and symbol (the schema allows both).
      token('0xBad000000000000000000000000000000000000a', '', ''),
      // Look-alikes of devnet symbols: Cyrillic ETH, and a DAI at another address.
      token('0xBAd000000000000000000000000000000000000b', '\u0415\u0422\u041D', 'Ether'),
      token('0xBad000000000000000000000000000000000000C', 'DAI', 'Dai Stablecoin'),
      token(
        '0xbaD000000000000000000000000000000000000D',
        'ZALGO',
        'Z\u0335\u0322a\u0338\u0327l\u0335\u0323g\u0336\u0330o\u0334\u0331 Token',
      ),
      token(
        '0xBAd000000000000000000000000000000000000E',
        '\u{1F680}MOON',
        '\u{1F48E} Diamond \u{1F64C} Hands \u{1F48E}',
        { decimals: 9 },
      ),
      token('0xBaD000000000000000000000000000000000000f', 'MAXDEC', 'Max Decimals', { decimals: 255 }),
      token('0xBad0000000000000000000000000000000000010', 'ZERO', 'Zero Decimals', { decimals: 0 }),
      // Prototype keys in the extensions (own properties once parsed), for code that merges them into objects.
      token('0xBAD0000000000000000000000000000000000011', '__proto__', '__proto__', {
        tags: ['__proto__', 'toString', 'valueOf', 'blank', 'long', 'missing', 'hop', 'unknown', 'undefined', 'null'],
        extensions: {
          ['__proto__']: { polluted: true },
          constructor: { prototype: { polluted: true } },
          note: '<script>window.__pwned=1</script>',
        },
      }),
    ],
  }
}
