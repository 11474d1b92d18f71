/**
 * Token lists the devnet serves: valid ones (the whole devnet, and a small extras list) and invalid ones that the
 * app's import must refuse. Timestamps are fixed so the files are the same on every start.
 */
import type { Manifest } from '../manifest.ts'

type Tokens = Manifest['tokens']

const entry = (chainId: number) => (t: Tokens[number]) => ({
  chainId,
  address: t.address,
  symbol: t.symbol,
  name: t.name,
  decimals: t.decimals,
})

export function devnetTokenLists(chainId: number, tokens: Tokens): Record<string, unknown> {
  const extras = tokens.filter((t) => ['HOP', 'MKR', 'DTT'].includes(t.symbol))
  const first = tokens[0]
  return {
    'devnet.tokenlist.json': {
      name: 'UCASH Devnet',
      timestamp: '2026-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      keywords: ['ucash', 'devnet'],
      tags: {},
      tokens: tokens.map(entry(chainId)),
    },
    'extras.tokenlist.json': {
      name: 'UCASH Devnet Extras',
      timestamp: '2026-01-01T00:00:00.000Z',
      version: { major: 1, minor: 2, patch: 0 },
      keywords: ['ucash', 'devnet', 'extras'],
      tags: { hop: { name: 'Two-hop', description: 'Reachable only through another pair' } },
      tokens: extras.map((t) => ({ ...entry(chainId)(t), ...(t.symbol === 'HOP' ? { tags: ['hop'] } : {}) })),
    },
    // Fails the token-list schema: decimals out of range, a malformed address and a duplicated token.
    'invalid.tokenlist.json': {
      name: 'Broken List',
      timestamp: '2026-01-01T00:00:00.000Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [
        { chainId, address: '0x1234', symbol: 'BAD', name: 'Bad address', decimals: 18 },
        { chainId, address: first?.address, symbol: 'DEC', name: 'Decimals out of range', decimals: 256 },
        { ...(first ? entry(chainId)(first) : {}) },
        { ...(first ? entry(chainId)(first) : {}) },
      ],
    },
    // Not JSON at all.
    'not-json.tokenlist.json': '<!doctype html><title>Not a token list</title>',
  }
}

export const validListFiles = ['devnet.tokenlist.json', 'extras.tokenlist.json'] as const
export const invalidListFiles = ['invalid.tokenlist.json', 'not-json.tokenlist.json'] as const
