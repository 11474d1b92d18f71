import { type Hex, encodePacked, keccak256 as viemKeccak256 } from 'viem'

type PackedTypes = Parameters<typeof encodePacked>[0]
type PackedValues = Parameters<typeof encodePacked>[1]

/** `@ethersproject/solidity`'s `pack` on viem: Solidity's tightly packed encoding (see address.ts for why). */
export function pack(types: readonly string[], values: readonly unknown[]): Hex {
  return encodePacked(types as PackedTypes, values as PackedValues)
}

/** `@ethersproject/solidity`'s `keccak256`: the hash of the packed encoding. */
export function keccak256(types: readonly string[], values: readonly unknown[]): Hex {
  return viemKeccak256(pack(types, values))
}
