import { type Address, getAddress, isAddress, isAddressEqual, zeroAddress } from 'viem'
import type { AppContract, AppContractRole } from '@/config/appContracts'
import { isBlockedAddress } from '@/config/blocklist'

/** Why a typed address or name cannot be a recipient, claim address or delegatee (AddressProblemAlert words it). */
export type AddressProblem =
  /** Mixed case that fails its EIP-55 checksum: a mistyped or truncated copy. */
  | { code: 'badChecksum' }
  /** `0x` and hex digits, but not 40 of them. */
  | { code: 'notAddress' }
  /** A name with no address (or no valid name at all), on the name service's own chain. */
  | { code: 'noAddress'; name: string }
  /** A name resolved off the name service's chain: it holds no address for the chain in use (ENSIP-11). */
  | { code: 'wrongChainName'; name: string; chainId: number }
  | { code: 'zeroAddress' }
  | { code: 'appContract'; role: AppContractRole }
  | { code: 'blocked' }

export type TypedInput =
  { kind: 'address'; address: Address } | { kind: 'invalid'; problem: AddressProblem } | { kind: 'name' }

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_ONLY = /^0x[0-9a-fA-F]*$/

/**
 * What a typed text is: an address, a broken address, or a name to resolve. Single-case hex carries no checksum and
 * passes (EIP-55); mixed case must match it.
 */
export function parseTypedAddress(input: string): TypedInput {
  if (!HEX_ADDRESS.test(input))
    return HEX_ONLY.test(input) ? { kind: 'invalid', problem: { code: 'notAddress' } } : { kind: 'name' }
  const digits = input.slice(2)
  const unchecked = digits === digits.toLowerCase() || digits === digits.toUpperCase()
  if (!unchecked && !isAddress(input, { strict: true })) return { kind: 'invalid', problem: { code: 'badChecksum' } }
  return { kind: 'address', address: getAddress(input) }
}

/**
 * Why `address` must not receive tokens or votes: zero, blocked, or in `forbidden` (the app's contracts, a swap's
 * tokens and pairs). Undefined when it may.
 */
export function recipientProblem(address: Address, forbidden: readonly AppContract[]): AddressProblem | undefined {
  if (isAddressEqual(address, zeroAddress)) return { code: 'zeroAddress' }
  if (isBlockedAddress(address)) return { code: 'blocked' }
  const contract = forbidden.find((known) => isAddressEqual(known.address, address))
  return contract ? { code: 'appContract', role: contract.role } : undefined
}
