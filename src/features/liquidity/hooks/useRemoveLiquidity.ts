import { msg } from '@lingui/core/macro'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import type { PermitSignature } from '@/entities/pair'
import { useSettingsStore } from '@/entities/settings'
import { displaySymbol } from '@/entities/token'
import type { TransactionRequest } from '@/entities/transaction'
import { AppError } from '@/lib/errors'
import { lowerBound } from '../model/amountBounds'
import { removeLiquidityCalls } from '../model/burn'
import type { DerivedBurnInfo } from './useDerivedBurnInfo'
import { useLiquiditySend } from './useLiquiditySend'
import { formatDecimal } from '@/lib/format/moreFormats'

const raw = (amount: { quotient: { toString(): string } } | undefined) =>
  amount ? BigInt(amount.quotient.toString()) : 0n

/**
 * Removing liquidity (spec 4 and 7): the router calls for the approval or the permit signature (ETH and
 * fee-on-transfer variants where a side is the native coin) are the candidates of one request; the write path sends
 * the first that estimates, and when none does logs 'This transaction would fail. Please contact support.' (WOULD_FAIL).
 */
export function useRemoveLiquidity(
  chainId: number | undefined,
  info: DerivedBurnInfo,
  auth: { approved: boolean; signature: PermitSignature | undefined },
  deadline: bigint | undefined,
  onDone: () => void,
) {
  const { address: account } = useAccount()
  const { userSlippageTolerance: slippage, userExpertMode: expert } = useSettingsStore()
  const router = addressesFor(chainId)?.v2Router

  const build = (): TransactionRequest => {
    if (!router || !account || deadline === undefined) throw new AppError('MISSING_DEPENDENCIES')
    if (!info.amountA || !info.amountB) throw new AppError('MISSING_CURRENCY_AMOUNTS')
    const native = info.currencies.A?.kind === 'native' ? 'A' : info.currencies.B?.kind === 'native' ? 'B' : undefined
    const calls = removeLiquidityCalls({
      router,
      ...(info.sdk.A ? { tokenA: info.sdk.A.wrapped } : {}),
      ...(info.sdk.B ? { tokenB: info.sdk.B.wrapped } : {}),
      ...(native ? { nativeSide: native } : {}),
      liquidity: raw(info.liquidity),
      amountAMin: lowerBound(raw(info.amountA), slippage),
      amountBMin: lowerBound(raw(info.amountB), slippage),
      recipient: account,
      deadline,
      approved: auth.approved,
      ...(auth.signature ? { signature: auth.signature } : {}),
    })
    const [a, symbolA, b, symbolB] = [
      formatDecimal(info.amountA.toSignificant(3)),
      displaySymbol(info.currencies.A?.symbol),
      formatDecimal(info.amountB.toSignificant(3)),
      displaySymbol(info.currencies.B?.symbol),
    ]
    const callDeadline = auth.approved || !auth.signature ? deadline : auth.signature.deadline
    return {
      kind: 'transaction',
      calls,
      summary: msg`Remove ${a} ${symbolA} and ${b} ${symbolB}`,
      deadline: callDeadline,
    }
  }
  return useLiquiditySend('Remove', expert, build, onDone)
}
