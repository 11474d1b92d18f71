import { type Address, getAddress } from 'viem'

/**
 * An address as the app keeps a token's: one in mixed case is taken as checksummed, as lists and nodes give them (no
 * hash, so a 10,000-token list or a screen's first render costs no keccak per token); one in a single case is
 * checksummed. Compare addresses in lower case (viem's `isAddressEqual`), never by this casing.
 */
export function checksummed(address: string): Address {
  const hex = address.slice(2)
  return /[a-f]/.test(hex) && /[A-F]/.test(hex) ? (address as Address) : getAddress(address)
}
