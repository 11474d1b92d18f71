import type { BundledTokenList } from './tokenLists'
import { loadDevnet } from './devnet'

const TIMESTAMP = '2026-01-01T00:00:00.000Z'

/**
 * The devnet's default list (every token without a test role) and its unsupported list (XAUt), built from the
 * manifest so the devnet build works without its list server. Called behind `__DEVNET__` only.
 */
export function devnetTokenLists(): { defaultUrl: string; defaultList: BundledTokenList; unsupportedList: BundledTokenList } {
  const devnet = loadDevnet()
  const entry = (t: (typeof devnet.tokens)[number]) => ({ chainId: devnet.chainId, address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals })
  return {
    defaultUrl: devnet.tokenListUrls.default,
    defaultList: {
      name: 'UCASH Devnet',
      timestamp: TIMESTAMP,
      version: { major: 1, minor: 0, patch: 0 },
      keywords: ['ucash', 'devnet'],
      tags: {},
      tokens: devnet.tokens.filter((t) => !t.role).map(entry),
    },
    unsupportedList: {
      name: 'UCASH Devnet Unsupported',
      timestamp: TIMESTAMP,
      version: { major: 1, minor: 0, patch: 0 },
      keywords: ['ucash', 'unsupported'],
      tags: {},
      tokens: devnet.tokens.filter((t) => t.role === 'unsupported').map(entry),
    },
  }
}
