import { type Address, type Hex, keccak256, toHex } from 'viem'
import { namehash } from 'viem/ens'

/**
 * The name normaliser (UTS-46, `normaliseName`), loaded on first use: its Unicode tables (about 13 kB gzip) stay off
 * the swap page until a name is typed or an account's primary name is checked.
 */
export const loadNormaliser = async (): Promise<(input: string) => string | undefined> => (await import('./normalise')).normaliseName

/** The registry node of a normalised name (EIP-137 namehash). */
export const nameNode = (name: string): Hex => namehash(name)

/** The reverse node of an address: namehash('<lower-case hex>.addr.reverse'). */
export const reverseNode = (address: Address): Hex => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)

/** A label's hash (for tests and registrations). */
export const labelHash = (label: string): Hex => keccak256(toHex(label))
