import { QueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashFn } from 'wagmi/query'
import { countingClient, devnetClient, devnetManifest, useChainSnapshot } from '../../../../devnet/test/client'
import { isNoContractData } from '@/lib/chain/contractAnswer'
import { isAppError } from '@/lib/errors'
import { ballotQueryOptions, governanceQueryOptions } from './governanceQueries'
import { readGovernance } from './readGovernance'

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

describe('governanceQueryOptions where the governor has no code', () => {
  const chain = devnetClient()
  // Only this block's chain loses the governor's code: the snapshot puts it back after.
  useChainSnapshot(chain)
  beforeAll(() => chain.setCode({ address: governor, bytecode: '0x' }))

  it('error: the read rejects with PROPOSALS_LOAD_FAILED, caused by the governor answering no data', async () => {
    const { client } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const error = await readGovernance(client, { governor, uni, account: trader, blockNumber, knownCount: 0 }).catch(
      (e: unknown) => e,
    )
    expect(isAppError(error, 'PROPOSALS_LOAD_FAILED')).toBe(true)
    expect(isNoContractData(error)).toBe(true)
  })

  it('error: the query fails after its first eth_call, not after retries that outlast the block', async () => {
    const { client, calls } = countingClient()
    // The app's defaults: retries are the options' own choice.
    const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const options = governanceQueryOptions(client, {
      chainId: manifest.chainId,
      blockNumber,
      governor,
      uni,
      account: trader,
    })
    const error = await queryClient.fetchQuery(options).catch((e: unknown) => e)
    expect(isAppError(error, 'PROPOSALS_LOAD_FAILED')).toBe(true)
    expect(calls.count).toBe(1)
  })
})
