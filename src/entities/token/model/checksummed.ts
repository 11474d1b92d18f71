import { type Address, getAddress } from 'viem'

/**
 * A token's address as kept: mixed case is taken as checksummed (no keccak per token of a 10,000-token list), single
 * case is checksummed. Compare addresses with `isAddressEqual`, never by casing.
 */
export function checksummed(address: string): Address {
  const hex = address.slice(2)
  return /[a-f]/.test(hex) && /[A-F]/.test(hex) ? (address as Address) : getAddress(address)
}
