import { msg } from '@lingui/core/macro'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { useSettingsStore } from '@/entities/settings'
import { displaySymbol } from '@/entities/token'
import { type TransactionRequest, useTransactionDeadline } from '@/entities/transaction'
import { AppError } from '@/lib/errors'
import { addLiquidityCall } from '../model/mint'
import type { DerivedMintInfo } from './useDerivedMintInfo'
import { useLiquiditySend } from './useLiquiditySend'
import { formatDecimal } from '@/lib/format/moreFormats'

/** Supplying liquidity (spec 7): addLiquidity, or addLiquidityETH when a side is the native coin, at the user's slippage. */
export function useAddLiquidity(chainId: number | undefined, info: DerivedMintInfo, onDone: () => void) {
  const { address: account } = useAccount()
  const { userSlippageTolerance: slippageBps, userExpertMode: expert } = useSettingsStore()
  const deadline = useTransactionDeadline(chainId)
  const router = addressesFor(chainId)?.v2Router
  const { A: currencyA, B: currencyB } = info.sdk
  const { A: amountA, B: amountB } = info.amounts

  const build = (): TransactionRequest => {
    if (!router || !account || deadline === undefined) throw new AppError('MISSING_DEPENDENCIES')
    if (!currencyA || !currencyB || !amountA || !amountB) throw new AppError('MISSING_CURRENCY_AMOUNTS')
    const call = addLiquidityCall({
      router,
      currencyA,
      currencyB,
      amountA,
      amountB,
      noLiquidity: info.noLiquidity,
      slippageBps,
      recipient: account,
      deadline,
    })
    const [a, symbolA, b, symbolB] = [
      formatDecimal(amountA.toSignificant(3)),
      displaySymbol(currencyA.symbol),
      formatDecimal(amountB.toSignificant(3)),
      displaySymbol(currencyB.symbol),
    ]
    return { kind: 'transaction', calls: [call], summary: msg`Add ${a} ${symbolA} and ${b} ${symbolB}`, deadline }
  }
  return useLiquiditySend('Add', expert, build, onDone)
}
