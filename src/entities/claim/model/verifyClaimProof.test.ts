import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import deployment from '../../../../devnet/deployment.json'
import { claimLeaf, verifyClaimProof } from './verifyClaimProof'

/** The devnet's tree (built by devnet/lib/merkle.ts, deployed in its MerkleDistributor): a second implementation. */
const root = deployment.merkleRoot as Hex
const claims = Object.entries(deployment.claims).map(([account, claim]) => ({
  account: account as Address,
  claim: { index: claim.index, amount: BigInt(claim.amount), proof: claim.proof as Hex[] },
}))
const [first, second] = claims

describe('verifyClaimProof', () => {
  it('default: every devnet claim leads to the deployed root', () => {
    expect(claims.length).toBeGreaterThan(1)
    for (const { account, claim } of claims) expect(verifyClaimProof(claim, account, root)).toBe(true)
  })

  it('behavior: case does not matter in the account or the root', () => {
    const lower = first!.account.toLowerCase() as Address
    expect(verifyClaimProof(first!.claim, lower, root.toUpperCase().replace('0X', '0x') as Hex)).toBe(true)
  })

  it('error: another account, amount, index, proof or root fails', () => {
    const { account, claim } = first!
    expect(verifyClaimProof(claim, second!.account, root)).toBe(false)
    expect(verifyClaimProof({ ...claim, amount: claim.amount + 1n }, account, root)).toBe(false)
    expect(verifyClaimProof({ ...claim, index: claim.index + 1 }, account, root)).toBe(false)
    expect(verifyClaimProof({ ...claim, proof: second!.claim.proof }, account, root)).toBe(false)
    expect(verifyClaimProof({ ...claim, proof: [] }, account, root)).toBe(false)
    expect(verifyClaimProof(claim, account, `0x${'00'.repeat(32)}`)).toBe(false)
  })

  it('default: a one-claim tree is its leaf', () => {
    const account: Address = '0x0000000000000000000000000000000000000001'
    expect(verifyClaimProof({ index: 0, amount: 5n, proof: [] }, account, claimLeaf(0, account, 5n))).toBe(true)
  })
})
