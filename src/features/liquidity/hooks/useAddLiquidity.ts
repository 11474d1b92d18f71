import { useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import { addressesFor } from '@/config/addresses'
import { useSettingsStore } from '@/entities/settings'
import { displaySymbol } from '@/entities/token'
import { useSubmitTransaction, useTransactionDeadline } from '@/entities/transaction'
import { addLiquidityCall } from '../model/mint'
import type { DerivedMintInfo } from './useDerivedMintInfo'
import { useLiquiditySend } from './useLiquiditySend'

/** Supplying liquidity (spec 7): addLiquidity, or addLiquidityETH when a side is the native coin, at the user's slippage. */
export function useAddLiquidity(chainId: number | undefined, info: DerivedMintInfo, onDone: () => void) {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const { userSlippageTolerance: slippageBps, userExpertMode: expert } = useSettingsStore()
  const deadline = useTransactionDeadline(chainId)
  const submit = useSubmitTransaction()
  const router = addressesFor(chainId)?.v2Router
  const { A: currencyA, B: currencyB } = info.sdk
  const { A: amountA, B: amountB } = info.amounts

  const send = async () => {
    if (!router || !account || deadline === undefined || !currencyA || !currencyB || !amountA || !amountB) throw new Error('missing dependencies')
    const call = addLiquidityCall({ currencyA, currencyB, amountA, amountB, noLiquidity: info.noLiquidity, slippageBps, recipient: account, deadline })
    const [a, symbolA, b, symbolB] = [amountA.toSignificant(3), displaySymbol(currencyA.symbol), amountB.toSignificant(3), displaySymbol(currencyB.symbol)]
    return submit({ address: router, abi: v2RouterAbi, functionName: call.methodName, args: call.args, value: call.value } as never, { summary: t`Add ${a} ${symbolA} and ${b} ${symbolB}` })
  }
  return useLiquiditySend('Add', expert, send, onDone)
}
