import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { Pair } from '@uniswap/v2-sdk'
import { type Address, getAddress } from 'viem'
import { NativeSdkCurrency } from '@/entities/token'

/** Tokens, pairs and a seeded PRNG for the swap model's tests and benches. Test data only. */

export const CHAIN_ID = 31337

/** A deterministic PRNG (mulberry32): numbers in [0, 1), the same sequence for a seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A random bigint in [min, max] from a PRNG, its digit count uniform (so every magnitude shows up). */
export function randomBigInt(random: () => number, min: bigint, max: bigint): bigint {
  const [fewest, most] = [min.toString().length, max.toString().length]
  const digits = fewest + Math.floor(random() * (most - fewest + 1))
  let text = String(1 + Math.floor(random() * 9))
  for (let i = 1; i < digits; i++) text += String(Math.floor(random() * 10))
  const value = BigInt(text)
  return value < min ? min : value > max ? max : value
}

/** The address of test token number `index` (0x…0001, 0x…0002, …). */
export const tokenAddress = (index: number): Address => getAddress(`0x${(index + 1).toString(16).padStart(40, '0')}`)

/** Test token number `index`, symbol T{index}. */
export const testToken = (index: number, decimals = 18, symbol = `T${index}`): Token => new Token(CHAIN_ID, tokenAddress(index), decimals, symbol, symbol)

export const WETH = new Token(CHAIN_ID, getAddress('0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'), 18, 'WETH', 'Wrapped Ether')
export const ETH = new NativeSdkCurrency(CHAIN_ID, WETH)

/** A pair of two tokens holding the given raw reserves. */
export const pair = (a: Token, b: Token, reserveA: bigint, reserveB: bigint): Pair =>
  new Pair(CurrencyAmount.fromRawAmount(a, reserveA.toString()), CurrencyAmount.fromRawAmount(b, reserveB.toString()))

/** A raw amount of a currency. */
export const amount = <T extends Token | NativeSdkCurrency>(currency: T, raw: bigint): CurrencyAmount<T> => CurrencyAmount.fromRawAmount(currency, raw.toString())

/** `units` whole units of a currency (decimals applied). */
export const units = <T extends Token | NativeSdkCurrency>(currency: T, whole: bigint): CurrencyAmount<T> => amount(currency, whole * 10n ** BigInt(currency.decimals))
