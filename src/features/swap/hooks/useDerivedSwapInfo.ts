import { useMemo } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { type AppContract, appContractsFor } from '@/config/appContracts'
import { pairInitCodeHashFor } from '@/config/routing'
import { useRecipient } from '@/entities/name'
import { computeV2PairAddress } from '@/entities/pair'
import { useSettingsStore } from '@/entities/settings'
import type { Field } from '@/lib/url'
import { computeSlippageAdjustedAmounts } from '../model/slippage'
import type { VersionedTrade } from '../model/swapCalls'
import { swapInputError } from '../model/swapInputError'
import { useSwapFormStore } from '../model/swapFormStore'
import { versionNotice } from '../model/versionNotice'
import { wrapType } from '../model/wrapType'
import { useSwapCurrencies } from './useSwapCurrencies'
import { useSwapTrades } from './useSwapTrades'

/**
 * Everything the swap screen derives from the form, the chain and the settings (spec 4 and 5): the two sides, the
 * trade to show (V2, or V1 with use=v1), the amounts at the chosen slippage, the recipient, the wrap type, the
 * version notice, and the first input error in the spec's order.
 */
export function useDerivedSwapInfo(chainId: number | undefined, use: 'v1' | 'v2') {
  const { address: account } = useAccount()
  const { independentField, typedValue, recipient: typedRecipient } = useSwapFormStore()
  const allowedSlippage = useSettingsStore((state) => state.userSlippageTolerance)
  const sides = useSwapCurrencies(chainId, account)
  const sdk = { INPUT: sides.INPUT.sdk, OUTPUT: sides.OUTPUT.sdk }
  const { parsedAmount, v2, v1 } = useSwapTrades(chainId, sdk, independentField, typedValue, use)
  const trade = useMemo((): VersionedTrade | undefined => {
    if (use === 'v1') return v1 ? { version: 'v1', trade: v1 } : undefined
    return v2 ? { version: 'v2', trade: v2 } : undefined
  }, [use, v1, v2])
  const slippageAdjusted = useMemo(
    () => computeSlippageAdjustedAmounts(trade?.trade, allowedSlippage),
    [trade?.trade, allowedSlippage],
  )
  const forbidden = useMemo(() => forbiddenRecipients(chainId, trade), [chainId, trade])
  const recipient = useRecipient(typedRecipient, chainId, forbidden)
  const wrap = wrapType(sides.INPUT.currency, sides.OUTPUT.currency, addressesFor(chainId)?.weth)
  const inputError = swapInputError({
    account,
    parsedAmount,
    inputCurrency: sdk.INPUT,
    outputCurrency: sdk.OUTPUT,
    recipient: typedRecipient,
    resolvedRecipient: recipient.address,
    forbiddenRecipients: forbidden,
    balanceIn: sides.INPUT.balance,
    amountIn: slippageAdjusted.INPUT,
  })
  return {
    account,
    sides,
    independentField: independentField as Field,
    typedValue,
    parsedAmount,
    v1,
    v2,
    trade,
    allowedSlippage,
    slippageAdjusted,
    recipient,
    /** Who receives the output: the typed recipient's address, or the account. */
    to: typedRecipient === null ? account : (recipient.address ?? undefined),
    wrap,
    notice: versionNotice(use, v1, v2),
    inputError,
  }
}

export type DerivedSwapInfo = ReturnType<typeof useDerivedSwapInfo>

/**
 * Spec 5 and issue 39: the app's contracts, and every token and pair on the trade's path, cannot receive its output
 * (nor can the zero address or a blocked one: `recipientProblem`).
 */
function forbiddenRecipients(chainId: number | undefined, trade: VersionedTrade | undefined): AppContract[] {
  const factory = addressesFor(chainId)?.v2Factory
  const initCodeHash = pairInitCodeHashFor(chainId)
  const path =
    trade?.trade.route.path.map((token): AppContract => ({ address: token.address as Address, role: 'token' })) ?? []
  const pairs =
    trade?.version === 'v2' && factory && initCodeHash
      ? trade.trade.route.pairs.map((pair): AppContract => ({
          address: computeV2PairAddress(
            factory,
            initCodeHash,
            pair.token0.address as Address,
            pair.token1.address as Address,
          ),
          role: 'pair',
        }))
      : []
  return [...appContractsFor(chainId), ...path, ...pairs]
}
