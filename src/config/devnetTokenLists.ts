import type { BundledTokenList } from './tokenLists'
import { loadDevnet } from './devnet'

/**
 * The devnet's default and unsupported (XAUt) lists, built from the manifest so the devnet build needs no list server.
 * Called behind `__DEVNET__` only.
 */
export function devnetTokenLists(): {
  defaultUrl: string
  defaultList: BundledTokenList
  unsupportedList: BundledTokenList
} {
  const devnet = loadDevnet()
  const list = (name: string, keyword: string, tokens: typeof devnet.tokens): BundledTokenList => ({
    name,
    timestamp: '2026-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    keywords: ['ucash', keyword],
    tags: {},
    tokens: tokens.map((t) => ({
      chainId: devnet.chainId,
      address: t.address,
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
    })),
  })
  return {
    defaultUrl: devnet.tokenListUrls.default,
    defaultList: list(
      'UCASH Devnet',
      'devnet',
      devnet.tokens.filter((t) => !t.role),
    ),
    unsupportedList: list(
      'UCASH Devnet Unsupported',
      'unsupported',
      devnet.tokens.filter((t) => t.role === 'unsupported'),
    ),
  }
}
