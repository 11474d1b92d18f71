import { type Currency as UniswapCurrency, NativeCurrency, Token } from '@uniswap/sdk-core'
import { checksummed } from './checksummed'
import type { Currency, TokenInfo } from './types'

/** A currency as the Uniswap SDK knows it: its native coin or a token. */
export type SdkCurrency = UniswapCurrency

/** The native coin's decimals on every supported chain (spec section 9). */
const NATIVE_DECIMALS = 18

/**
 * The native coin for the SDK on any chain id (`Ether.onChain` knows only public chains), wrapping to the given token.
 */
export class NativeSdkCurrency extends NativeCurrency {
  readonly #wrapped: Token

  constructor(chainId: number, wrapped: Token, symbol = 'ETH', name = 'Ether') {
    super(chainId, NATIVE_DECIMALS, symbol, name)
    if (wrapped.chainId !== chainId)
      throw new Error(`Wrapped token of chain ${wrapped.chainId} for the native coin of chain ${chainId}`)
    this.#wrapped = wrapped
  }

  /** The wrapped native coin (WETH), which the pairs hold. */
  get wrapped(): Token {
    return this.#wrapped
  }

  /** True for another native currency of the same chain. */
  equals(other: SdkCurrency): boolean {
    return other.isNative && other.chainId === this.chainId
  }
}

const tokens = new Map<string, Token>()
const natives = new Map<string, NativeSdkCurrency>()

const tokenKey = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`

/** True when a cached SDK token still carries the token's data (a list and the chain may disagree on texts). */
const matches = (sdk: Token, token: TokenInfo) =>
  sdk.decimals === token.decimals && sdk.symbol === token.symbol && sdk.name === token.name

/**
 * One SDK token per chain id and address, so memoised SDK objects stay equal; changed decimals or texts give a new one.
 */
export function toSdkToken(token: TokenInfo): Token {
  const key = tokenKey(token.chainId, token.address)
  const cached = tokens.get(key)
  if (cached && matches(cached, token)) return cached
  const sdk = new Token(token.chainId, checksummed(token.address), token.decimals, token.symbol, token.name, true)
  tokens.set(key, sdk)
  return sdk
}

/** The SDK native coin of a chain, one instance per chain, wrapped token and texts. */
function toNativeSdkCurrency(chainId: number, weth: TokenInfo, symbol: string, name: string): NativeSdkCurrency {
  const wrapped = toSdkToken(weth)
  const key = `${tokenKey(chainId, weth.address)}:${symbol}:${name}`
  const cached = natives.get(key)
  if (cached?.wrapped === wrapped) return cached
  const native = new NativeSdkCurrency(chainId, wrapped, symbol, name)
  natives.set(key, native)
  return native
}

/** The SDK currency of an app currency: the native coin wraps to `weth` (the chain's wrapped native token). */
export function toSdkCurrency(currency: Currency, weth: TokenInfo): SdkCurrency {
  return currency.kind === 'native'
    ? toNativeSdkCurrency(currency.chainId, weth, currency.symbol, currency.name)
    : toSdkToken(currency)
}

/** An SDK token back as the app's token data. */
export function fromSdkToken(token: Token): TokenInfo {
  return {
    kind: 'token',
    chainId: token.chainId,
    address: checksummed(token.address),
    decimals: token.decimals,
    symbol: token.symbol ?? 'UNKNOWN',
    name: token.name ?? '',
  }
}
