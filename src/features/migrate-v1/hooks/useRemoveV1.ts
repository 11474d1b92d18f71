import { msg } from '@lingui/core/macro'
import { v1ExchangeAbi } from '@/abis/v1Abi'
import { displaySymbol } from '@/entities/token'
import { contractCall, useWrite } from '@/entities/transaction'
import type { V1Position } from '@/entities/v1'
import { track } from '@/lib/analytics'
import { removeV1LiquidityArgs } from '../model/v1Calls'
import { useV1Deadline } from './useV1Deadline'

/**
 * The V1 exchange's removeLiquidity(all, 1, 1, latest block + 1200 s) (spec 7), no approval needed (the exchange burns
 * its own token), then the 'Remove' event. A rejection returns to Remove silently.
 */
export function useRemoveV1(chainId: number | undefined, position: V1Position | undefined) {
  const deadline = useV1Deadline(chainId)
  const write = useWrite()
  const ready = Boolean(position && position.liquidity > 0n && deadline !== undefined)

  const remove = async (): Promise<void> => {
    if (!position || deadline === undefined || write.status === 'submitted') return
    const { token, exchange, liquidity } = position
    const symbol = displaySymbol(token.symbol)
    const call = contractCall({
      address: exchange,
      abi: v1ExchangeAbi,
      functionName: 'removeLiquidity',
      args: removeV1LiquidityArgs(liquidity, deadline),
    })
    const sent = await write.write({
      kind: 'transaction',
      calls: [call],
      summary: msg`Remove ${symbol}/ETH V1 liquidity`,
      deadline,
    })
    if (sent) track({ type: 'event', category: 'Remove', action: 'V1', label: token.symbol })
  }
  return { status: write.status, ready, remove: () => void remove() }
}
