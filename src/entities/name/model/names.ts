import { type Address, type Hex, keccak256, toHex } from 'viem'
import { namehash, normalize } from 'viem/ens'

/** A name the name service can hash: labels of letters, digits and inner dashes, ending in .eth (spec 5 recipients, spec 7 lists). */
const NAME = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+eth$/

/** The normalised name (UTS-46 via viem), or undefined when it is no valid .eth name. */
export function normaliseName(input: string): string | undefined {
  let name: string
  try {
    name = normalize(input.trim())
  } catch {
    return undefined
  }
  return NAME.test(name) ? name : undefined
}

/** The registry node of a normalised name (EIP-137 namehash). */
export const nameNode = (name: string): Hex => namehash(name)

/** The reverse node of an address: namehash('<lower-case hex>.addr.reverse'). */
export const reverseNode = (address: Address): Hex => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)

/** A label's hash (for tests and registrations). */
export const labelHash = (label: string): Hex => keccak256(toHex(label))
