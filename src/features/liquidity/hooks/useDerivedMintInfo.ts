import { CurrencyAmount } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { useCurrencyBalance } from '@/entities/balance'
import type { SdkCurrency } from '@/entities/token'
import { dependentAmount, liquidityMinted, mintInputError, mintPrice, noLiquidityFor, poolShare } from '../model/mint'
import type { MintState } from '../model/mintState'
import { parseRawAmount } from '../model/parseDecimal'
import { useLiquidityPair } from './useLiquidityPair'

/** A typed amount of a currency, or undefined for no amount, zero or too many decimals. */
const parse = (text: string, currency: SdkCurrency | undefined): CurrencyAmount<SdkCurrency> | undefined => {
  const raw = currency ? parseRawAmount(text, currency.decimals) : undefined
  return currency && raw ? CurrencyAmount.fromRawAmount(currency, raw.toString()) : undefined
}

const toAmount = (currency: SdkCurrency | undefined, raw: bigint | undefined) =>
  currency && raw !== undefined ? CurrencyAmount.fromRawAmount(currency, raw.toString()) : undefined

/**
 * The add-liquidity form derived (spec 2 and 4): the pair and whether it has liquidity, both amounts (the other side at
 * the pool price, or typed when there is no liquidity), the price, the pool tokens minted, the pool share, and the
 * first input error in the spec's order.
 */
export function useDerivedMintInfo(
  chainId: number | undefined,
  idA: string | undefined,
  idB: string | undefined,
  account: Address | undefined,
  state: MintState,
) {
  const info = useLiquidityPair(chainId, idA, idB, account)
  const { A: sdkA, B: sdkB } = info.sdk
  const supply = info.totalSupply ? BigInt(info.totalSupply.quotient.toString()) : undefined
  const noLiquidity = noLiquidityFor(info.pairState, supply, info.pair)
  const independentField = state.independentField
  const [independentCurrency, dependentCurrency] = independentField === 'CURRENCY_A' ? [sdkA, sdkB] : [sdkB, sdkA]
  const independent = parse(state.typedValue, independentCurrency)
  const dependent = noLiquidity
    ? parse(state.otherTypedValue, dependentCurrency)
    : dependentAmount(info.pair, independent, dependentCurrency, noLiquidity)
  const amounts =
    independentField === 'CURRENCY_A' ? { A: independent, B: dependent } : { A: dependent, B: independent }
  const balanceA = toAmount(sdkA, useCurrencyBalance(account, info.currencies.A))
  const balanceB = toAmount(sdkB, useCurrencyBalance(account, info.currencies.B))
  const minted = liquidityMinted(info.pair, info.totalSupply, amounts.A, amounts.B, noLiquidity)
  return {
    ...info,
    noLiquidity,
    amounts,
    balances: { A: balanceA, B: balanceB },
    /** What each field shows: the typed text, or the dependent amount at 6 significant digits. */
    formatted: {
      CURRENCY_A:
        independentField === 'CURRENCY_A'
          ? state.typedValue
          : noLiquidity
            ? state.otherTypedValue
            : (amounts.A?.toSignificant(6) ?? ''),
      CURRENCY_B:
        independentField === 'CURRENCY_B'
          ? state.typedValue
          : noLiquidity
            ? state.otherTypedValue
            : (amounts.B?.toSignificant(6) ?? ''),
    },
    minted,
    /** A in B: the pool's price, or the typed ratio when the deposit creates the pool. */
    price: mintPrice(info.pair, sdkA, sdkB, amounts, noLiquidity),
    share: poolShare(minted, info.totalSupply, noLiquidity),
    inputError: mintInputError({
      account,
      pairState: info.pairState,
      amountA: amounts.A,
      amountB: amounts.B,
      balanceA,
      balanceB,
    }),
  }
}

export type DerivedMintInfo = ReturnType<typeof useDerivedMintInfo>
