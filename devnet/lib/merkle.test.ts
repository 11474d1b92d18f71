import { type Address, hexToBigInt, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildBalanceTree, hashLeaf, verifyProof } from './merkle.ts'

const accounts: Address[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
]

describe('buildBalanceTree', () => {
  it.each([1, 2, 3, 4, 5])('every proof verifies with %i leaves (odd layers included)', (count) => {
    const balances = Object.fromEntries(accounts.slice(0, count).map((a, i) => [a, parseEther(String(100 + i))]))
    const tree = buildBalanceTree(balances)
    expect(tree.total).toBe(Object.values(balances).reduce((a, b) => a + b, 0n))
    for (const [account, claim] of Object.entries(tree.claims)) {
      const leaf = hashLeaf(claim.index, account as Address, hexToBigInt(claim.amount))
      expect(verifyProof(leaf, claim.proof, tree.root)).toBe(true)
    }
  })

  it('rejects a proof for another amount', () => {
    const tree = buildBalanceTree({ [accounts[0]!]: 10n, [accounts[1]!]: 20n, [accounts[2]!]: 30n })
    const claim = tree.claims[accounts[0]!]!
    expect(verifyProof(hashLeaf(claim.index, accounts[0]!, 11n), claim.proof, tree.root)).toBe(false)
  })

  it('indexes accounts in address order, whatever the input order', () => {
    const a = buildBalanceTree({ [accounts[1]!]: 1n, [accounts[0]!]: 2n })
    const b = buildBalanceTree({ [accounts[0]!]: 2n, [accounts[1]!]: 1n })
    expect(a).toEqual(b)
  })

  it('needs at least one claim', () => {
    expect(() => buildBalanceTree({})).toThrow('at least one claim')
  })
})
