import { type Address, type Hex, encodePacked, keccak256 } from 'viem'

/** MerkleDistributor's leaf: keccak256(abi.encodePacked(uint256 index, address account, uint256 amount)). */
export const claimLeaf = (index: number, account: Address, amount: bigint): Hex =>
  keccak256(encodePacked(['uint256', 'address', 'uint256'], [BigInt(index), account, amount]))

/** OpenZeppelin's MerkleProof (what the distributor verifies with): each pair hashed in sorted order. */
const hashPair = (a: Hex, b: Hex): Hex =>
  BigInt(a) <= BigInt(b) ? keccak256(`${a}${b.slice(2)}`) : keccak256(`${b}${a.slice(2)}`)

/**
 * Whether the proof leads from (index, account, amount) to the distributor's Merkle root, as `claim` checks on chain:
 * catches data for another account, amount or airdrop before any transaction.
 */
export function verifyClaimProof(
  claim: { index: number; amount: bigint; proof: readonly Hex[] },
  account: Address,
  root: Hex,
): boolean {
  const computed = claim.proof.reduce<Hex>(
    (node, sibling) => hashPair(node, sibling),
    claimLeaf(claim.index, account, claim.amount),
  )
  return BigInt(computed) === BigInt(root)
}
