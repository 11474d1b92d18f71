import type { Address } from 'viem'
import { useV1ExchangeOf } from '@/entities/v1'
import { type VersionedTrade, v1ExchangeToCall } from '../model/swapCalls'

/** The V1 exchange a V1 trade's call goes to (and the approval's spender): the input token's, or the output token's when ETH goes in. */
export function useV1Exchange(chainId: number | undefined, versioned: VersionedTrade | undefined): Address | undefined {
  const side = versioned?.version === 'v1' ? v1ExchangeToCall(versioned) : undefined
  const token =
    side === 'input'
      ? versioned?.trade.inputAmount.currency
      : side === 'output'
        ? versioned?.trade.outputAmount.currency
        : undefined
  return useV1ExchangeOf(chainId, token?.isToken ? (token.address as Address) : undefined)
}
