import { useMemo } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { addressesFor } from '@/config/addresses'
import { pairInitCodeHashFor, routingBasesFor } from '@/config/routing'
import { stakingPoolsFor } from '@/config/staking'
import { computeV2PairAddress } from '@/entities/pair'
import { type SerializedToken, useSettingsStore } from '@/entities/settings'
import type { TokenInfo } from '@/entities/token'
import { useAllTokens } from '@/entities/token-list'

export interface TrackedPair {
  address: Address
  tokenA: TokenInfo
  tokenB: TokenInfo
}

/**
 * The pairs whose pool tokens the pool page looks for (spec 2, 'Your liquidity'): every known token with each routing
 * base, the pairs the user saved (imported), and the reward pools' pairs; each pair once.
 */
export function useTrackedPairs(chainId: number | undefined): TrackedPair[] {
  const tokens = useAllTokens(chainId)
  const saved = useSettingsStore((state) => (chainId === undefined ? undefined : state.pairs[chainId]))
  return useMemo(() => {
    const factory = addressesFor(chainId)?.v2Factory
    const initCodeHash = pairInitCodeHashFor(chainId)
    if (chainId === undefined || !factory || !initCodeHash) return []
    const byAddress = new Map<string, TrackedPair>()
    const add = (tokenA: TokenInfo | undefined, tokenB: TokenInfo | undefined) => {
      if (!tokenA || !tokenB || isAddressEqual(tokenA.address, tokenB.address)) return
      const address = computeV2PairAddress(factory, initCodeHash, tokenA.address, tokenB.address)
      if (!byAddress.has(address.toLowerCase())) byAddress.set(address.toLowerCase(), { address, tokenA, tokenB })
    }
    const find = (address: Address) => tokens.get(address.toLowerCase())
    const known = (token: SerializedToken): TokenInfo =>
      find(token.address) ?? { kind: 'token', symbol: token.symbol ?? 'UNKNOWN', name: token.name ?? '', ...token }
    const bases = routingBasesFor(chainId).map(find)
    for (const token of tokens.values()) for (const base of bases) add(token, base)
    for (const pool of stakingPoolsFor(chainId)) add(find(pool.tokens[0]), find(pool.tokens[1]))
    for (const pair of Object.values(saved ?? {})) add(known(pair.token0), known(pair.token1))
    return [...byAddress.values()]
  }, [chainId, tokens, saved])
}
