import { CurrencyAmount } from '@uniswap/sdk-core'
import { maxUint256 } from 'viem'
import type { SdkCurrency } from '@/entities/token'

/** Digits with at most one decimal point ('1.', '.5' included); the form has turned commas into dots already. */
const NUMBER = /^(\d*)(?:\.(\d*))?$/

/**
 * The amount typed in a field, or undefined when there is none to trade: empty, '.', zero, more fraction digits than
 * the currency has, or above 2^256-1. Text that is not a number logs 'Failed to parse input amount' (spec 8).
 */
export function tryParseAmount(
  value: string | undefined,
  currency: SdkCurrency | undefined,
): CurrencyAmount<SdkCurrency> | undefined {
  if (!value || !currency) return undefined
  const match = NUMBER.exec(value)
  if (!match) {
    console.debug(`Failed to parse input amount: "${value}"`)
    return undefined
  }
  const [, whole = '', fraction = ''] = match
  if (fraction.length > currency.decimals) return undefined
  const raw = BigInt(`0${whole}${fraction.padEnd(currency.decimals, '0')}`)
  if (raw === 0n || raw > maxUint256) return undefined
  return CurrencyAmount.fromRawAmount(currency, raw.toString())
}
