import { useMemo } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { type AppContract, appContractsFor } from '@/config/appContracts'
import { pairInitCodeHashFor } from '@/config/routing'
import { useRecipient } from '@/entities/name'
import { computeV2PairAddress } from '@/entities/pair'
import { useSettingsStore } from '@/entities/settings'
import { computeSlippageAdjustedAmounts } from '../model/slippage'
import type { VersionedTrade } from '../model/swapCalls'
import { swapInputError } from '../model/swapInputError'
import { useSwapFormStore } from '../model/swapFormStore'
import type { SwapTrade } from '../model/swapTrade'
import { wrapType } from '../model/wrapType'

/**
 * What the swap's actions derive from the trade, the form and the settings (spec 4 and 5): the amounts at the chosen
 * slippage, the recipient, the wrap type, and the first input error in the spec's order.
 */
export function useDerivedSwapInfo(chainId: number | undefined, swap: SwapTrade) {
  const { address: account } = useAccount()
  const typedRecipient = useSwapFormStore((state) => state.recipient)
  const allowedSlippage = useSettingsStore((state) => state.userSlippageTolerance)
  const { sides, trade, parsedAmount } = swap
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
    inputCurrency: sides.INPUT.sdk,
    outputCurrency: sides.OUTPUT.sdk,
    recipient: typedRecipient,
    resolvedRecipient: recipient.address,
    forbiddenRecipients: forbidden,
    balanceIn: sides.INPUT.balance,
    amountIn: slippageAdjusted.INPUT,
  })
  return {
    ...swap,
    account,
    allowedSlippage,
    slippageAdjusted,
    recipient,
    /** Who receives the output: the typed recipient's address, or the account. */
    to: typedRecipient === null ? account : (recipient.address ?? undefined),
    wrap,
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
