import { CurrencyAmount } from '@uniswap/sdk-core'
import type { SdkCurrency } from '@/entities/token'

/** What MAX leaves of the native coin for gas: 0.01 (1e16 wei, spec 9 'a 1e16 value'). */
export const MIN_NATIVE_RESERVE = 10n ** 16n

/** The most of a balance a swap or a deposit may spend (MAX, spec 5): the native coin keeps MIN_NATIVE_RESERVE for gas (floored at 0), tokens all. */
export function maxAmountSpend(
  balance: CurrencyAmount<SdkCurrency> | undefined,
): CurrencyAmount<SdkCurrency> | undefined {
  if (!balance || !balance.currency.isNative) return balance
  const raw = BigInt(balance.quotient.toString())
  return CurrencyAmount.fromRawAmount(
    balance.currency,
    (raw > MIN_NATIVE_RESERVE ? raw - MIN_NATIVE_RESERVE : 0n).toString(),
  )
}

/** True when the typed amount is the balance's maximum spend (the MAX button hides then). */
export function atMaxAmount(
  balance: CurrencyAmount<SdkCurrency> | undefined,
  typed: CurrencyAmount<SdkCurrency> | undefined,
): boolean {
  const max = maxAmountSpend(balance)
  return Boolean(max && typed && max.currency.equals(typed.currency) && max.equalTo(typed))
}
