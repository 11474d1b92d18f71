import { type Address, type Hex, keccak256, toHex } from 'viem'
import { namehash } from 'viem/ens'

/** The name normaliser (UTS-46), loaded on first use so its Unicode tables stay off the swap page. */
export const loadNormaliser = async (): Promise<(input: string) => string | undefined> =>
  (await import('./normalise')).normaliseName

/** normalise.ts's pattern of a name the name service can hash (kept here so the swap page loads no other module for it). */
const NAME = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+eth$/

/**
 * `normaliseName` for plain ASCII without the tables: lower-cased and kept, except a label with dashes in its third and
 * fourth places (names.test.ts holds the two normalisers to the same answers).
 */
export function normaliseAsciiName(input: string): string | undefined {
  const name = input.trim().toLowerCase()
  return NAME.test(name) && !name.split('.').some((label) => label.slice(2, 4) === '--') ? name : undefined
}

const plainAscii = (input: string): boolean => /^[A-Za-z0-9.-]*$/.test(input.trim())

/**
 * The ASCII normaliser when every name is plain ASCII (nearly all; the tables' first use is a long task on a phone),
 * else the full one, loaded.
 */
export const normaliserFor = async (inputs: readonly string[]): Promise<(input: string) => string | undefined> =>
  inputs.every(plainAscii) ? normaliseAsciiName : loadNormaliser()

/** The registry node of a normalised name (EIP-137 namehash). */
export const nameNode = (name: string): Hex => namehash(name)

/** The reverse node of an address: namehash('<lower-case hex>.addr.reverse'). */
export const reverseNode = (address: Address): Hex => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)

/** A label's hash (for tests and registrations). */
export const labelHash = (label: string): Hex => keccak256(toHex(label))
