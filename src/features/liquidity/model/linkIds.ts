import { isAddress, isAddressEqual } from 'viem'
import { addressesFor } from '@/config/addresses'
import { NATIVE_CURRENCY_ID, type TokenInfo } from '@/entities/token'

/** A pool token's side in links (spec 2): the wrapped native coin shows as the coin itself ('ETH'), others by address. */
export function linkId(token: TokenInfo): string {
  const weth = addressesFor(token.chainId)?.weth
  return weth && isAddressEqual(token.address, weth) ? NATIVE_CURRENCY_ID : token.address
}

/** Whether two currency ids of a path name the same currency: 'ETH' in any case, or the same address in any case. */
export function sameCurrencyId(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false
  if (isAddress(a, { strict: false }) && isAddress(b, { strict: false })) return isAddressEqual(a, b)
  return a.toUpperCase() === NATIVE_CURRENCY_ID && b.toUpperCase() === NATIVE_CURRENCY_ID
}
