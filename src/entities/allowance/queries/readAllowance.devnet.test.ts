import { type Address, erc20Abi, maxUint256 } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { devnetClient, devnetManifest } from '../../../../devnet/test/client'
import { readAllowance } from './readAllowance'

const manifest = devnetManifest()
const node = devnetClient(manifest)
const owner: Address = manifest.accounts[3]!.address
const pair = manifest.pairs[0]!.address
const spender: Address = '0x000000000000000000000000000000000000dEaD'

describe('readAllowance on the devnet', () => {
  let snapshot: `0x${string}` | undefined
  afterAll(async () => {
    if (snapshot) await node.revert({ id: snapshot })
  })

  it('default: none before an approval, exactly the approved amount after, each at its own block', async () => {
    snapshot = await node.snapshot()
    const before = await node.getBlockNumber({ cacheTime: 0 })
    expect(await readAllowance(node, { token: pair, owner, spender, blockNumber: before })).toBe(0n)
    await node.impersonateAccount({ address: owner })
    const hash = await node.writeContract({
      account: owner,
      chain: node.chain,
      address: pair,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, maxUint256 - 1n],
    })
    const { blockNumber } = await node.waitForTransactionReceipt({ hash })
    expect(await readAllowance(node, { token: pair, owner, spender, blockNumber })).toBe(maxUint256 - 1n)
    // A block's value stays the block's.
    expect(await readAllowance(node, { token: pair, owner, spender, blockNumber: before })).toBe(0n)
  })
})
