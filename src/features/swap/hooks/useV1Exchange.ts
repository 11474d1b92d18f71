import type { Address } from 'viem'
import { v1FactoryAbi } from '@/abis/v1Abi'
import { addressesFor } from '@/config/addresses'
import { useStaticRead } from '@/lib/chain/useStaticRead'
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
  const factory = addressesFor(chainId)?.v1Factory
  const exchange = useStaticRead({
    chainId,
    address: factory,
    abi: v1FactoryAbi,
    functionName: 'getExchange',
    args: token?.isToken ? [token.address as Address] : undefined,
    enabled: Boolean(factory && token?.isToken),
  })
  return exchange.data
}
