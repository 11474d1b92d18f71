import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { CurrencyAmount } from '@uniswap/sdk-core'
import { wethAbi } from '@/abis/wethAbi'
import { addressesFor } from '@/config/addresses'
import { type SdkCurrency, displaySymbol } from '@/entities/token'
import { contractCall, useWrite } from '@/entities/transaction'
import type { AppError } from '@/lib/errors'
import { tryParseAmount } from '../model/parseAmount'
import { formatDecimal } from '@/lib/format/moreFormats'

export interface Wrap {
  /** The button's error ('Insufficient ETH balance' / 'Insufficient WETH balance'), or undefined. */
  inputError: string | undefined
  /** Sends deposit (wrap) or withdraw (unwrap) through the one write path; undefined while there is nothing valid to send. */
  execute: (() => Promise<void>) | undefined
  /** The wallet is open for the wrap: the button is busy and a second click sends nothing. */
  busy: boolean
  /** Why the last wrap was not sent (a rejection included). */
  error: AppError | undefined
}

/**
 * Wrapping the native coin into its wrapped token and back (spec 4: 'Wrap' / 'Unwrap' replace the swap): the typed
 * amount of the input, WETH9's deposit (with that value) or withdraw, and the balance check of each direction.
 */
export function useWrapCallback(
  chainId: number | undefined,
  kind: 'wrap' | 'unwrap' | 'none',
  input: SdkCurrency | undefined,
  output: SdkCurrency | undefined,
  typedValue: string,
  balance: CurrencyAmount<SdkCurrency> | undefined,
): Wrap {
  const { t } = useLingui()
  const write = useWrite()
  const weth = addressesFor(chainId)?.weth
  const amount = tryParseAmount(typedValue, input)
  const state = { busy: write.busy, error: write.error }
  if (kind === 'none' || !weth || !input || !output) return { inputError: undefined, execute: undefined, ...state }
  const symbol = displaySymbol(input.symbol)
  const other = displaySymbol(output.symbol)
  const sufficient = Boolean(amount && balance && !balance.lessThan(amount))
  const inputError = amount && !sufficient ? t`Insufficient ${symbol} balance` : undefined
  if (!amount || !sufficient) return { inputError, execute: undefined, ...state }
  const raw = BigInt(amount.quotient.toString())
  const shown = formatDecimal(amount.toSignificant(6))
  const call =
    kind === 'wrap'
      ? contractCall({ address: weth, abi: wethAbi, functionName: 'deposit', args: [], value: raw })
      : contractCall({ address: weth, abi: wethAbi, functionName: 'withdraw', args: [raw] })
  const summary =
    kind === 'wrap' ? msg`Wrap ${shown} ${symbol} to ${other}` : msg`Unwrap ${shown} ${symbol} to ${other}`
  return {
    inputError,
    execute: async () => {
      await write.write({ kind: 'transaction', calls: [call], summary })
    },
    ...state,
  }
}
