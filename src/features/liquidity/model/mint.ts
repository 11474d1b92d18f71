import { CurrencyAmount, Percent, Price, type Token } from '@uniswap/sdk-core'
import { InsufficientInputAmountError, Pair } from '@uniswap/v2-sdk'
import { type Address, getAddress } from 'viem'
import { v2RouterAbi } from '@/abis/v2RouterAbi'
import type { PairState } from '@/entities/pair'
import type { SdkCurrency } from '@/entities/token'
import { type ContractCall, contractCall } from '@/entities/transaction'
import { AppError } from '@/lib/errors'
import { lowerBound } from './amountBounds'

/** The raw amount of an SDK amount as a bigint. */
const rawOf = (amount: CurrencyAmount<SdkCurrency>): bigint => BigInt(amount.quotient.toString())

/** True when a pair holds both tokens (a pair kept from an earlier selection may not). */
const pairHolds = (pair: Pair, a: Token, b: Token): boolean =>
  !a.equals(b) && pair.involvesToken(a) && pair.involvesToken(b)

/**
 * The amount of `other` matching the typed amount at the pool price (pair.priceOf(token).quote(amount), rounded
 * down), in `other` itself (so native when it is the native coin). With no liquidity the user types both amounts:
 * undefined, as when anything is missing or the pair is not the pair of the two.
 */
export function dependentAmount(
  pair: Pair | undefined,
  independent: CurrencyAmount<SdkCurrency> | undefined,
  other: SdkCurrency | undefined,
  noLiquidity: boolean,
): CurrencyAmount<SdkCurrency> | undefined {
  if (noLiquidity || !pair || !independent || !other) return undefined
  const wrapped = independent.wrapped
  if (!pairHolds(pair, wrapped.currency, other.wrapped)) return undefined
  return CurrencyAmount.fromRawAmount(other, pair.priceOf(wrapped.currency).quote(wrapped).quotient)
}

/**
 * The pool tokens minted for two amounts (the pair's getLiquidityMinted on the wrapped amounts), in the total
 * supply's token when given. With no liquidity it is the first deposit: the pair of the two amounts at a zero supply
 * (sqrt(a x b) - 1000). Undefined when anything is missing or too little would be minted.
 */
export function liquidityMinted(
  pair: Pair | undefined,
  totalSupply: CurrencyAmount<Token> | undefined,
  amountA: CurrencyAmount<SdkCurrency> | undefined,
  amountB: CurrencyAmount<SdkCurrency> | undefined,
  noLiquidity: boolean,
): CurrencyAmount<Token> | undefined {
  if (!amountA || !amountB) return undefined
  const [a, b] = [amountA.wrapped, amountB.wrapped]
  if (a.currency.equals(b.currency)) return undefined
  const base = noLiquidity ? new Pair(a, b) : pair
  const supply = noLiquidity ? '0' : totalSupply?.quotient.toString()
  if (!base || supply === undefined || !pairHolds(base, a.currency, b.currency)) return undefined
  try {
    // The supply is restated in the pair's own liquidity token, which the SDK derives from the mainnet factory.
    const minted = base.getLiquidityMinted(CurrencyAmount.fromRawAmount(base.liquidityToken, supply), a, b)
    return CurrencyAmount.fromRawAmount(totalSupply?.currency ?? base.liquidityToken, minted.quotient)
  } catch (error) {
    if (error instanceof InsufficientInputAmountError) return undefined
    throw error
  }
}

/**
 * The price the add screen shows (spec 2), A in B: the pool's price of A when it has liquidity, whatever is typed (a
 * visitor without a wallet sees it too); when the deposit creates the pool, the ratio of the two typed amounts.
 * Undefined while that is unknown (no pair yet, an amount missing or zero).
 */
export function mintPrice(
  pair: Pair | undefined,
  currencyA: SdkCurrency | undefined,
  currencyB: SdkCurrency | undefined,
  amounts: { A: CurrencyAmount<SdkCurrency> | undefined; B: CurrencyAmount<SdkCurrency> | undefined },
  noLiquidity: boolean,
): Price<SdkCurrency, SdkCurrency> | undefined {
  if (noLiquidity) {
    const { A: a, B: b } = amounts
    return a && b && !a.equalTo(0) && !b.equalTo(0)
      ? new Price(a.currency, b.currency, a.quotient, b.quotient)
      : undefined
  }
  if (!pair || !currencyA || !currencyB || !pairHolds(pair, currencyA.wrapped, currencyB.wrapped)) return undefined
  const price = pair.priceOf(currencyA.wrapped)
  // Restated between the currencies themselves, so the native side keeps its own symbol.
  return new Price(currencyA, currencyB, price.denominator, price.numerator)
}

/** The share of the pool a deposit will own: 100% when it creates the pool (spec 2), else minted / (supply + minted). */
export function poolShare(
  minted: CurrencyAmount<Token> | undefined,
  totalSupply: CurrencyAmount<Token> | undefined,
  noLiquidity: boolean,
): Percent | undefined {
  if (noLiquidity) return new Percent(1, 1)
  if (!minted || !totalSupply) return undefined
  const [mintedRaw, supplyRaw] = [BigInt(minted.quotient.toString()), BigInt(totalSupply.quotient.toString())]
  if (mintedRaw + supplyRaw === 0n) return undefined
  return new Percent(mintedRaw.toString(), (supplyRaw + mintedRaw).toString())
}

/** Spec 4: a pair counts as having no liquidity when it does not exist, has no supply, or holds no reserves. */
export function noLiquidityFor(pairState: PairState, totalSupply: bigint | undefined, pair: Pair | undefined): boolean {
  if (pairState === 'NOT_EXISTS' || totalSupply === 0n) return true
  return pairState === 'EXISTS' && pair !== undefined && pair.reserve0.equalTo(0) && pair.reserve1.equalTo(0)
}

/** Why the add-liquidity form cannot be sent yet; the button shows its text (spec 5, translated by the UI). */
export type MintInputError =
  | { kind: 'connectWallet' }
  | { kind: 'invalidPair' }
  | { kind: 'enterAmount' }
  | { kind: 'insufficientBalance'; symbol: string }

export interface MintInputErrorParams {
  account?: Address
  pairState: PairState
  amountA?: CurrencyAmount<SdkCurrency>
  amountB?: CurrencyAmount<SdkCurrency>
  balanceA?: CurrencyAmount<SdkCurrency>
  balanceB?: CurrencyAmount<SdkCurrency>
}

/** True when a known balance is below the amount. */
const short = (balance: CurrencyAmount<SdkCurrency> | undefined, amount: CurrencyAmount<SdkCurrency>): boolean =>
  balance !== undefined && rawOf(balance) < rawOf(amount)

/**
 * The first failing check of the add-liquidity form, in the spec's order (section 5): connect a wallet, a valid pair,
 * both amounts, then a balance covering each amount (A first).
 */
export function mintInputError({
  account,
  pairState,
  amountA,
  amountB,
  balanceA,
  balanceB,
}: MintInputErrorParams): MintInputError | undefined {
  if (!account) return { kind: 'connectWallet' }
  if (pairState === 'INVALID') return { kind: 'invalidPair' }
  if (!amountA || !amountB) return { kind: 'enterAmount' }
  if (short(balanceA, amountA)) return { kind: 'insufficientBalance', symbol: amountA.currency.symbol ?? '' }
  if (short(balanceB, amountB)) return { kind: 'insufficientBalance', symbol: amountB.currency.symbol ?? '' }
  return undefined
}

export interface AddLiquidityCallParams {
  /** The V2 router the call goes to. */
  router: Address
  currencyA: SdkCurrency
  currencyB: SdkCurrency
  amountA: CurrencyAmount<SdkCurrency>
  amountB: CurrencyAmount<SdkCurrency>
  noLiquidity: boolean
  slippageBps: number
  recipient: Address
  /** Unix time in seconds after which the call reverts. */
  deadline: bigint
}

/**
 * The router call for a deposit (spec 7): addLiquidityETH with the native coin on a side (sent as value), else
 * addLiquidity. The minimums are the amounts less the slippage, but the whole amounts when the deposit creates the
 * pool, since it sets the price. Native on both sides throws ETHER_TO_ETHER.
 */
export function addLiquidityCall(p: AddLiquidityCallParams): ContractCall {
  const bps = p.noLiquidity ? 0 : p.slippageBps
  const [desiredA, desiredB] = [rawOf(p.amountA), rawOf(p.amountB)]
  const [minA, minB] = [lowerBound(desiredA, bps), lowerBound(desiredB, bps)]
  if (p.currencyA.isNative && p.currencyB.isNative) throw new AppError('ETHER_TO_ETHER')
  const target = { address: p.router, abi: v2RouterAbi }
  if (p.currencyA.isNative || p.currencyB.isNative) {
    const tokenIsA = p.currencyB.isNative
    const token = getAddress((tokenIsA ? p.currencyA : p.currencyB).wrapped.address)
    const [tokenDesired, tokenMin, ethDesired, ethMin] = tokenIsA
      ? [desiredA, minA, desiredB, minB]
      : [desiredB, minB, desiredA, minA]
    return contractCall({
      ...target,
      functionName: 'addLiquidityETH',
      args: [token, tokenDesired, tokenMin, ethMin, p.recipient, p.deadline],
      value: ethDesired,
    })
  }
  const [tokenA, tokenB] = [getAddress(p.currencyA.wrapped.address), getAddress(p.currencyB.wrapped.address)]
  return contractCall({
    ...target,
    functionName: 'addLiquidity',
    args: [tokenA, tokenB, desiredA, desiredB, minA, minB, p.recipient, p.deadline],
  })
}
