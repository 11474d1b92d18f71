/**
 * The airdrop tree as `MerkleDistributor.claim` verifies it: leaves keccak256(abi.encodePacked(index, account,
 * amount)), pairs hashed in sorted order, an odd last node moved up unchanged.
 */
import { type Address, type Hex, encodePacked, getAddress, keccak256 } from 'viem'

export interface Claim {
  index: number
  /** Amount in the token's smallest unit, as a 0x-prefixed hex string (the original claim-data format). */
  amount: Hex
  proof: Hex[]
}

export interface BalanceTree {
  root: Hex
  total: bigint
  claims: Record<Address, Claim>
}

export const hashLeaf = (index: number, account: Address, amount: bigint): Hex =>
  keccak256(encodePacked(['uint256', 'address', 'uint256'], [BigInt(index), account, amount]))

const hashPair = (a: Hex, b: Hex): Hex =>
  keccak256(
    BigInt(a) <= BigInt(b)
      ? encodePacked(['bytes32', 'bytes32'], [a, b])
      : encodePacked(['bytes32', 'bytes32'], [b, a]),
  )

/** Verifies a proof the way OpenZeppelin's MerkleProof (used by MerkleDistributor) does. */
export function verifyProof(leaf: Hex, proof: readonly Hex[], root: Hex): boolean {
  return proof.reduce<Hex>((node, sibling) => hashPair(node, sibling), leaf) === root
}

/** Builds the tree for `balances` (accounts sorted by checksummed address, so indices are stable). */
export function buildBalanceTree(balances: Record<Address, bigint>): BalanceTree {
  const entries = Object.entries(balances)
    .map(([account, amount]) => ({ account: getAddress(account), amount }))
    .sort((a, b) => (a.account.toLowerCase() < b.account.toLowerCase() ? -1 : 1))
  if (entries.length === 0) throw new Error('A balance tree needs at least one claim')

  const layers: Hex[][] = [entries.map((e, index) => hashLeaf(index, e.account, e.amount))]
  for (let layer = layers[0]!; layer.length > 1;) {
    const next: Hex[] = []
    for (let i = 0; i < layer.length; i += 2) {
      const left = layer[i]!
      const right = layer[i + 1]
      next.push(right === undefined ? left : hashPair(left, right))
    }
    layers.push(next)
    layer = next
  }

  const proofFor = (index: number): Hex[] => {
    const proof: Hex[] = []
    let position = index
    for (const layer of layers.slice(0, -1)) {
      const sibling = layer[position % 2 === 0 ? position + 1 : position - 1]
      if (sibling !== undefined) proof.push(sibling)
      position = Math.floor(position / 2)
    }
    return proof
  }

  const claims: Record<Address, Claim> = {}
  entries.forEach((e, index) => {
    claims[e.account] = { index, amount: `0x${e.amount.toString(16)}`, proof: proofFor(index) }
  })
  return { root: layers.at(-1)![0]!, total: entries.reduce((sum, e) => sum + e.amount, 0n), claims }
}
