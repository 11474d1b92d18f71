import type { Address } from 'viem'
import { burnInputError, derivedBurnAmounts } from '../model/burn'
import type { BurnState } from '../model/burnState'
import { useLiquidityPair } from './useLiquidityPair'

/**
 * The remove form derived (spec 2 and 3): the pair, the user's pool tokens, the share to remove from the independent
 * field, the pool tokens to burn and what they return of each token, and the first input error.
 */
export function useDerivedBurnInfo(
  chainId: number | undefined,
  idA: string | undefined,
  idB: string | undefined,
  account: Address | undefined,
  state: BurnState,
) {
  const info = useLiquidityPair(chainId, idA, idB, account)
  const amounts = derivedBurnAmounts({
    state,
    ...(info.pair ? { pair: info.pair } : {}),
    ...(info.totalSupply ? { totalSupply: info.totalSupply } : {}),
    ...(info.userLiquidity ? { userLiquidity: info.userLiquidity } : {}),
    ...(info.sdk.A ? { tokenA: info.sdk.A.wrapped } : {}),
    ...(info.sdk.B ? { tokenB: info.sdk.B.wrapped } : {}),
  })
  return { ...info, ...amounts, inputError: burnInputError({ account, ...amounts }) }
}

export type DerivedBurnInfo = ReturnType<typeof useDerivedBurnInfo>
