import { CurrencyAmount } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useCurrencyBalance } from '@/entities/balance'
import { type Currency, type SdkCurrency, toSdkCurrency, wrappedNative } from '@/entities/token'
import { type TokenLookup, useCurrency } from '@/entities/token-list'
import type { Field } from '@/lib/url'
import { useSwapFormStore } from '../model/swapFormStore'

export interface SwapSide {
  lookup: TokenLookup & { currency: Currency | undefined }
  currency: Currency | undefined
  sdk: SdkCurrency | undefined
  balance: CurrencyAmount<SdkCurrency> | undefined
}

function useSide(chainId: number | undefined, field: Field, account: Address | undefined): SwapSide {
  const id = useSwapFormStore((state) => state[field].currencyId)
  const lookup = useCurrency(chainId, id)
  const weth = useMemo(() => wrappedNative(chainId), [chainId])
  const currency = lookup.currency
  const sdk = useMemo(() => (currency && weth ? toSdkCurrency(currency, weth) : undefined), [currency, weth])
  const raw = useCurrencyBalance(account, currency)
  const balance = useMemo(
    () => (sdk && raw !== undefined ? CurrencyAmount.fromRawAmount(sdk, raw.toString()) : undefined),
    [sdk, raw],
  )
  return { lookup, currency, sdk, balance }
}

/** The swap's two sides: the currencies the form names (lists, the user's tokens or the chain), as SDK currencies, and the account's balances. */
export function useSwapCurrencies(chainId: number | undefined, account: Address | undefined): Record<Field, SwapSide> {
  return { INPUT: useSide(chainId, 'INPUT', account), OUTPUT: useSide(chainId, 'OUTPUT', account) }
}
