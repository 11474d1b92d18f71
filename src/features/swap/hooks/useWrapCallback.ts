import { useLingui } from '@lingui/react/macro'
import type { CurrencyAmount } from '@uniswap/sdk-core'
import type { Hash } from 'viem'
import { wethAbi } from '@/abis/wethAbi'
import { addressesFor } from '@/config/addresses'
import { type SdkCurrency, displaySymbol } from '@/entities/token'
import { useSubmitTransaction } from '@/entities/transaction'
import { tryParseAmount } from '../model/parseAmount'

export interface Wrap {
  /** The button's error ('Insufficient ETH balance' / 'Insufficient WETH balance'), or undefined. */
  inputError: string | undefined
  /** Sends deposit (wrap) or withdraw (unwrap); undefined while there is nothing valid to send. */
  execute: (() => Promise<Hash>) | undefined
}

/**
 * Wrapping the native coin into its wrapped token and back (spec 4: 'Wrap' / 'Unwrap' replace the swap): the typed
 * amount of the input, WETH9's deposit (with that value) or withdraw, and the balance check of each direction.
 */
export function useWrapCallback(chainId: number | undefined, kind: 'wrap' | 'unwrap' | 'none', input: SdkCurrency | undefined, output: SdkCurrency | undefined, typedValue: string, balance: CurrencyAmount<SdkCurrency> | undefined): Wrap {
  const { t } = useLingui()
  const submit = useSubmitTransaction()
  const weth = addressesFor(chainId)?.weth
  const amount = tryParseAmount(typedValue, input)
  if (kind === 'none' || !weth || !input || !output) return { inputError: undefined, execute: undefined }
  const symbol = displaySymbol(input.symbol)
  const other = displaySymbol(output.symbol)
  const sufficient = Boolean(amount && balance && !balance.lessThan(amount))
  const inputError = amount && !sufficient ? t`Insufficient ${symbol} balance` : undefined
  if (!amount || !sufficient) return { inputError, execute: undefined }
  const raw = BigInt(amount.quotient.toString())
  const shown = amount.toSignificant(6)
  return {
    inputError,
    execute: () =>
      kind === 'wrap'
        ? submit({ address: weth, abi: wethAbi, functionName: 'deposit', args: [], value: raw }, { summary: t`Wrap ${shown} ${symbol} to ${other}` })
        : submit({ address: weth, abi: wethAbi, functionName: 'withdraw', args: [raw] }, { summary: t`Unwrap ${shown} ${symbol} to ${other}` }),
  }
}
