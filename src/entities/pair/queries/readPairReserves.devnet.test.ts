import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2PairAbi } from '@/abis/v2PairAbi'
import { countingClient, devnetManifest } from '../../../../devnet/test/client'
import { readPairReserves } from './readPairReserves'

const manifest = devnetManifest()
const pairs = manifest.pairs.map((p) => p.address)
// An address nothing is deployed at: no pair there.
const nowhere: Address = getAddress('0x00000000000000000000000000000000000c0ffe')

describe('readPairReserves on the devnet', () => {
  it("default: every pair's reserves at the block, in one eth_call", async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const reserves = await readPairReserves(client, { pairs, blockNumber })
    expect(calls.count).toBe(1)
    expect(Object.keys(reserves)).toEqual(pairs)
    const [first] = pairs
    const [reserve0, reserve1] = await client.readContract({
      address: first!,
      abi: v2PairAbi,
      functionName: 'getReserves',
      blockNumber,
    })
    expect(reserves[first!]).toEqual([reserve0, reserve1])
    expect(reserve0).toBeGreaterThan(0n)
  })

  it('behavior: no pair at an address is null, beside the pairs that exist, same eth_call', async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const reserves = await readPairReserves(client, { pairs: [nowhere, pairs[0]!], blockNumber })
    expect(calls.count).toBe(1)
    expect(reserves[nowhere]).toBeNull()
    expect(reserves[pairs[0]!]?.[0]).toBeGreaterThan(0n)
  })

  it('error: a read that fails for another reason (a contract that is not a pair: it reverts) rejects, so the query retries', async () => {
    const { client } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    await expect(
      readPairReserves(client, { pairs: [manifest.contracts.multicall, pairs[0]!], blockNumber }),
    ).rejects.toThrow()
  })
})
