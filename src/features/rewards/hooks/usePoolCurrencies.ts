import { useMemo } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { addressesFor } from '@/config/addresses'
import { stakingPoolsFor } from '@/config/staking'
import { type Currency, type TokenInfo, nativeCurrency } from '@/entities/token'
import { useAllTokens } from '@/entities/token-list'

export interface PoolCurrencies {
  /** A pool token as the list knows it; an unknown one as a bare token (its amounts are not shown: decimals unknown). */
  token(address: Address): TokenInfo & { known: boolean }
  /** A pool's two sides for display: WETH as the native coin (links use 'ETH'). */
  sides(tokens: readonly [Address, Address]): readonly [Currency, Currency]
  /** The reward token (UNI), when the chain has one. */
  reward: (TokenInfo & { known: boolean }) | undefined
}

/** The tokens of the chain's reward pools and the reward token, from the active lists and the user's tokens. */
export function usePoolCurrencies(chainId: number | undefined): PoolCurrencies {
  const all = useAllTokens(chainId)
  return useMemo(() => {
    const weth = addressesFor(chainId)?.weth
    const rewardAddress = addressesFor(chainId)?.uni
    const token = (address: Address): TokenInfo & { known: boolean } => {
      const listed = all.get(address.toLowerCase())
      return listed
        ? { ...listed, known: true }
        : {
            kind: 'token',
            chainId: chainId ?? 0,
            address,
            decimals: 18,
            symbol: `${address.slice(0, 6)}…`,
            name: '',
            known: false,
          }
    }
    const side = (address: Address): Currency =>
      chainId !== undefined && weth && isAddressEqual(address, weth) ? nativeCurrency(chainId) : token(address)
    return {
      token,
      sides: (tokens) => [side(tokens[0]), side(tokens[1])] as const,
      reward: rewardAddress && stakingPoolsFor(chainId).length > 0 ? token(rewardAddress) : undefined,
    }
  }, [all, chainId])
}
