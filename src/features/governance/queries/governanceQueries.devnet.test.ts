import { QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { hashFn } from 'wagmi/query'
import { countingClient, devnetManifest } from '../../../../devnet/test/client'
import { ballotQueryOptions, governanceQueryOptions } from './governanceQueries'

const manifest = devnetManifest()
const { governor, uni } = manifest.contracts
const trader: Address = manifest.accounts[0]!.address
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn, retry: false } } })

describe('governanceQueryOptions on the devnet', () => {
  it('behavior: the first block costs two eth_calls (count, then proposals); the next block reads the count an earlier block cached with it, in one', async () => {
    const { client, calls } = countingClient()
    const queryClient = newQueryClient()
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const params = { chainId: manifest.chainId, governor, uni, account: trader }
    const first = await queryClient.fetchQuery(governanceQueryOptions(client, { ...params, blockNumber: latest - 1n }))
    expect(calls.count).toBe(2)
    const next = await queryClient.fetchQuery(governanceQueryOptions(client, { ...params, blockNumber: latest }))
    expect(calls.count).toBe(3)
    expect(next.proposals.map((p) => p.id)).toEqual(first.proposals.map((p) => p.id))
    expect(next.proposalCount).toBe(manifest.proposals.length)
    expect(next.blockNumber).toBe(latest)
  })

  it('default: keyed on the contracts, the account, the chain and the block', () => {
    const { client } = countingClient()
    const options = governanceQueryOptions(client, { chainId: 1, blockNumber: 5n, governor, uni, account: trader })
    expect(options.queryKey).toEqual(['governance', { governor, uni, account: trader, chainId: 1, blockNumber: 5n }])
    const ballot = ballotQueryOptions(client, {
      chainId: 1,
      blockNumber: 5n,
      governor,
      uni,
      account: trader,
      proposalId: 3,
      startBlock: 4n,
    })
    expect(ballot.queryKey).toEqual([
      'ballot',
      { governor, uni, account: trader, proposalId: 3, startBlock: 4n, chainId: 1, blockNumber: 5n },
    ])
  })
})
