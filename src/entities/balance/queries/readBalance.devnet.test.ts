import { type Address, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { countingClient, devnetManifest, tokenAddress } from '../../../../devnet/test/client'
import { readBlockTimestamp } from '@/lib/chain/readBlockTimestamp'
import { readBalance } from './readBalance'

const manifest = devnetManifest()
const trader: Address = manifest.accounts[0]!.address
const dai = tokenAddress(manifest, 'DAI')
const multicall = manifest.contracts.multicall

describe('readBalance on the devnet', () => {
  it("default: the native and a token balance are the node's own answers, with the clock in the same eth_call", async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const [eth, daiBalance, timestamp] = await Promise.all([
      readBalance(client, { owner: trader, of: 'native', multicall, blockNumber }),
      readBalance(client, { owner: trader, of: dai, blockNumber }),
      readBlockTimestamp(client, { multicall, blockNumber }),
    ])
    expect(calls.count).toBe(1)
    expect(eth).toBeGreaterThan(0n)
    expect(eth).toBe(await client.getBalance({ address: trader, blockNumber }))
    expect(daiBalance).toBeGreaterThan(0n)
    expect(daiBalance).toBe(
      await client.readContract({
        address: dai,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader],
        blockNumber,
      }),
    )
    expect(timestamp).toBe((await client.getBlock({ blockNumber })).timestamp)
  })

  it('error: the native coin without a Multicall3 to read it through is refused, not read as zero', async () => {
    const { client } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    await expect(readBalance(client, { owner: trader, of: 'native', blockNumber })).rejects.toThrow(/Multicall3/)
  })
})
