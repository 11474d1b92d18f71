import { useLingui } from '@lingui/react/macro'
import { v1ExchangeAbi } from '@/abis/v1Abi'
import { displaySymbol } from '@/entities/token'
import { useSubmitTransaction } from '@/entities/transaction'
import type { V1Position } from '@/entities/v1'
import { track } from '@/lib/analytics'
import { removeV1LiquidityArgs } from '../model/v1Calls'
import { useTrackedWrite } from './useTrackedWrite'
import { useV1Deadline } from './useV1Deadline'

/**
 * The V1 exchange's removeLiquidity(all the pool tokens, 1, 1, latest block + 1200 s) (spec 7): no approval (the
 * exchange burns its own token); recorded, then the 'Remove' analytics event.
 */
export function useRemoveV1(chainId: number | undefined, position: V1Position | undefined) {
  const { t } = useLingui()
  const deadline = useV1Deadline(chainId)
  const submit = useSubmitTransaction()
  const write = useTrackedWrite(chainId)
  const ready = Boolean(position && position.liquidity > 0n && deadline !== undefined)

  const remove = (): void => {
    if (!position || deadline === undefined) return
    const { token, exchange, liquidity } = position
    const symbol = displaySymbol(token.symbol)
    void write.run(async () => {
      const args = removeV1LiquidityArgs(liquidity, deadline)
      const hash = await submit({ address: exchange, abi: v1ExchangeAbi, functionName: 'removeLiquidity', args }, { summary: t`Remove ${symbol}/ETH V1 liquidity` })
      track({ type: 'event', category: 'Remove', action: 'V1', label: token.symbol })
      return hash
    }, 'V1 liquidity removal failed')
  }
  return { status: write.status, ready, remove }
}
