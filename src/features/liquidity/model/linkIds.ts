import { addressesFor } from '@/config/addresses'
import type { TokenInfo } from '@/entities/token'

/** A pool token's side in links (spec 2): the wrapped native coin shows as the coin itself ('ETH'), others by address. */
export function linkId(token: TokenInfo): string {
  return token.address.toLowerCase() === addressesFor(token.chainId)?.weth?.toLowerCase() ? 'ETH' : token.address
}
