import type { CurrencyAmount } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import type { AppContract } from '@/config/appContracts'
import { recipientProblem } from '@/entities/name'
import type { SdkCurrency } from '@/entities/token'

/** Why the swap cannot be sent yet; the button shows its text (spec 5, translated by the UI). */
export type SwapInputError =
  | { kind: 'connectWallet' }
  | { kind: 'enterAmount' }
  | { kind: 'selectToken' }
  | { kind: 'enterRecipient' }
  | { kind: 'invalidRecipient' }
  | { kind: 'insufficientBalance'; symbol: string }

export interface SwapInputErrorParams {
  account?: Address
  parsedAmount?: CurrencyAmount<SdkCurrency>
  inputCurrency?: SdkCurrency
  outputCurrency?: SdkCurrency
  /** The send field: null when there is none (the account receives), else the text typed. */
  recipient: string | null
  /** The typed recipient's address: null when it resolves to none or is refused, undefined while unknown (treated as none). */
  resolvedRecipient?: Address | null
  /** Contracts that must never receive the output: the app's own and the trade's tokens and pairs. */
  forbiddenRecipients: readonly AppContract[]
  balanceIn?: CurrencyAmount<SdkCurrency>
  /** The most the swap may take: the input at the chosen slippage. */
  amountIn?: CurrencyAmount<SdkCurrency>
}

/**
 * The recipient's error, if any: none typed, or one that is no usable address, or one that must not receive (the zero
 * address, a blocked one, a forbidden contract).
 */
function recipientError({
  account,
  recipient,
  resolvedRecipient,
  forbiddenRecipients,
}: SwapInputErrorParams): SwapInputError | undefined {
  if (recipient !== null && recipient.trim() === '') return { kind: 'enterRecipient' }
  const to = recipient === null ? account : resolvedRecipient
  if (!to || recipientProblem(to, forbiddenRecipients)) return { kind: 'invalidRecipient' }
  return undefined
}

/**
 * The first failing check of the swap form, in the spec's order (section 5): connect a wallet, enter an amount,
 * select a token, enter a valid recipient, then hold at least the maximum input.
 */
export function swapInputError(params: SwapInputErrorParams): SwapInputError | undefined {
  const { account, parsedAmount, inputCurrency, outputCurrency, balanceIn, amountIn } = params
  if (!account) return { kind: 'connectWallet' }
  if (!parsedAmount) return { kind: 'enterAmount' }
  if (!inputCurrency || !outputCurrency) return { kind: 'selectToken' }
  const recipient = recipientError(params)
  if (recipient) return recipient
  if (balanceIn && amountIn && balanceIn.lessThan(amountIn))
    return { kind: 'insufficientBalance', symbol: amountIn.currency.symbol ?? '' }
  return undefined
}
