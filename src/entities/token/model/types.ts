import { type Address, isAddressEqual } from 'viem'

/** A tag a token list defines and its tokens reference (spec section 3: id, name, description). */
export interface TokenTag {
  id: string
  name: string
  description: string
}

/**
 * A token as cached: plain data, SDK objects built from it in pure functions. `address` is checksummed (compare with
 * `isAddressEqual`); texts are raw and shown through `displaySymbol` / `displayName`.
 */
export interface TokenInfo {
  kind: 'token'
  chainId: number
  address: Address
  decimals: number
  symbol: string
  name: string
  /** As given by the list; vetted by `logoCandidates` before any request is made. */
  logoURI?: string
  tags?: readonly TokenTag[]
}

/** The chain's native coin (ETH on mainnet and the devnet). Its currency id in URLs is always 'ETH'. */
export interface NativeCurrency {
  kind: 'native'
  chainId: number
  symbol: string
  name: string
  decimals: number
}

export type Currency = NativeCurrency | TokenInfo

/** The id of the native coin in URLs and forms (spec section 2: 'ETH is the native currency id'). */
export const NATIVE_CURRENCY_ID = 'ETH'

/** 'ETH' for the native coin, the checksummed address for a token. */
export const currencyId = (currency: Currency): string =>
  currency.kind === 'native' ? NATIVE_CURRENCY_ID : currency.address

export const isNative = (currency: Currency | undefined): currency is NativeCurrency => currency?.kind === 'native'

export function sameCurrency(a: Currency | undefined, b: Currency | undefined): boolean {
  if (!a || !b || a.chainId !== b.chainId || a.kind !== b.kind) return false
  return a.kind === 'native' || isAddressEqual(a.address, (b as TokenInfo).address)
}
