import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { type Address, getAddress } from 'viem'
import { NativeSdkCurrency } from '@/entities/token'

/** SDK tokens, pairs and amounts on the devnet chain id for model tests and benches. Test data only. */

export const CHAIN_ID = 31337

/** The address of test token number `index` (0x…0001, 0x…0002, …). */
export const tokenAddress = (index: number): Address => getAddress(`0x${(index + 1).toString(16).padStart(40, '0')}`)

/** Test token number `index`, symbol T{index}. */
export const testToken = (index: number, decimals = 18, symbol = `T${index}`): Token =>
  new Token(CHAIN_ID, tokenAddress(index), decimals, symbol, symbol)

export const WETH = new Token(
  CHAIN_ID,
  getAddress('0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'),
  18,
  'WETH',
  'Wrapped Ether',
)
export const ETH = new NativeSdkCurrency(CHAIN_ID, WETH)

/** A pair of two tokens holding the given raw reserves. */
export const pair = (a: Token, b: Token, reserveA: bigint, reserveB: bigint): Pair =>
  new Pair(CurrencyAmount.fromRawAmount(a, reserveA.toString()), CurrencyAmount.fromRawAmount(b, reserveB.toString()))

/** A raw amount of a currency. */
export const amount = <T extends Token | NativeSdkCurrency>(currency: T, raw: bigint): CurrencyAmount<T> =>
  CurrencyAmount.fromRawAmount(currency, raw.toString())

/** `units` whole units of a currency (decimals applied). */
export const units = <T extends Token | NativeSdkCurrency>(currency: T, whole: bigint): CurrencyAmount<T> =>
  amount(currency, whole * 10n ** BigInt(currency.decimals))

/** The raw amount of an SDK amount as a bigint. */
export const rawOf = (value: { quotient: { toString(): string } }): bigint => BigInt(value.quotient.toString())
