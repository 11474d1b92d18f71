import { useLingui } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import { addressesFor } from '@/config/addresses'
import { useSettingsStore } from '@/entities/settings'
import { displaySymbol } from '@/entities/token'
import { useSubmitTransaction } from '@/entities/transaction'
import { withGasMargin } from '@/lib/chain/gasMargin'
import { lowerBound } from '../model/amountBounds'
import { type PermitSignature } from '../model/permit'
import { removeLiquidityCalls } from '../model/burn'
import type { DerivedBurnInfo } from './useDerivedBurnInfo'
import { useLiquiditySend } from './useLiquiditySend'

const raw = (amount: { quotient: { toString(): string } } | undefined) => (amount ? BigInt(amount.quotient.toString()) : 0n)

/**
 * Removing liquidity (spec 4 and 7): the candidate router calls for the approval or the permit signature (ETH and
 * fee-on-transfer variants first where a side is the native coin), each estimated in turn; the first that
 * estimates is sent with a margin. When none does, 'This transaction would fail. Please contact support.' is logged.
 */
export function useRemoveLiquidity(chainId: number | undefined, info: DerivedBurnInfo, auth: { approved: boolean; signature: PermitSignature | undefined }, deadline: bigint | undefined, onDone: () => void) {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const client = usePublicClient({ chainId })
  const { userSlippageTolerance: slippage, userExpertMode: expert } = useSettingsStore()
  const submit = useSubmitTransaction()
  const router = addressesFor(chainId)?.v2Router

  const send = async () => {
    if (!router || !account || !client || deadline === undefined) throw new Error('missing dependencies')
    if (!info.amountA || !info.amountB) throw new Error('missing currency amounts')
    const native = info.currencies.A?.kind === 'native' ? 'A' : info.currencies.B?.kind === 'native' ? 'B' : undefined
    const calls = removeLiquidityCalls({
      ...(info.sdk.A ? { tokenA: info.sdk.A.wrapped } : {}),
      ...(info.sdk.B ? { tokenB: info.sdk.B.wrapped } : {}),
      ...(native ? { nativeSide: native } : {}),
      liquidity: raw(info.liquidity),
      amountAMin: lowerBound(raw(info.amountA), slippage),
      amountBMin: lowerBound(raw(info.amountB), slippage),
      recipient: account as Address,
      deadline,
      approved: auth.approved,
      ...(auth.signature ? { signature: auth.signature } : {}),
    })
    const [a, symbolA, b, symbolB] = [info.amountA.toSignificant(3), displaySymbol(info.currencies.A?.symbol), info.amountB.toSignificant(3), displaySymbol(info.currencies.B?.symbol)]
    for (const call of calls) {
      const request = { address: router, abi: v2RouterAbi, functionName: call.methodName, args: call.args, account } as never
      let gas: bigint
      try {
        gas = withGasMargin(await client.estimateContractGas(request))
      } catch (error) {
        console.debug(`estimateGas failed for ${call.methodName}`, error)
        continue
      }
      const summary = t`Remove ${a} ${symbolA} and ${b} ${symbolB}`
      return submit({ address: router, abi: v2RouterAbi, functionName: call.methodName, args: call.args } as never, { gas, summary })
    }
    console.error('This transaction would fail. Please contact support.')
    throw new Error('This transaction would fail. Please contact support.')
  }
  return useLiquiditySend('Remove', expert, send, onDone)
}
