import { keepPreviousData } from '@tanstack/react-query'
import { erc20Abi } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useReadContract } from 'wagmi'
import { readContractQueryKey } from 'wagmi/query'
import { useBlockRead } from './useBlockRead'
import { useLatestBlockNumber } from './useLatestBlockNumber'
import { useAfterFirstBlock } from './firstBlock'
import { useStaticRead } from './useStaticRead'

// The wrappers' own logic only: what they hand wagmi's useReadContract, and which chain's blocks they follow.
vi.mock('wagmi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useReadContract: vi.fn(() => ({ data: undefined })),
}))
const chain = vi.hoisted((): { block: bigint | undefined } => ({ block: 7n }))
vi.mock('./useLatestBlockNumber', () => ({ useLatestBlockNumber: vi.fn(() => ({ data: chain.block })) }))
const first = vi.hoisted((): { read: boolean } => ({ read: true }))
vi.mock('./firstBlock', () => ({ useAfterFirstBlock: vi.fn(() => first.read) }))

const TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const ACCOUNT = '0x000000000000000000000000000000000000bEEF'
const read = { chainId: 1, address: TOKEN, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT] } as const
const passed = () => vi.mocked(useReadContract).mock.lastCall?.[0]

beforeEach(() => {
  vi.clearAllMocks()
  chain.block = 7n
  first.read = true
})

describe('useBlockRead', () => {
  it('default: reads at the latest block, keeps the previous value while the next loads, never refetches a block', () => {
    useBlockRead(read)
    expect(useLatestBlockNumber).toHaveBeenCalledWith(1)
    expect(passed()).toMatchObject({
      ...read,
      blockNumber: 7n,
      query: { enabled: true, placeholderData: keepPreviousData, staleTime: Infinity },
    })
  })

  it('behavior: no block yet, no read', () => {
    chain.block = undefined
    useBlockRead(read)
    expect(passed()).toMatchObject({ blockNumber: undefined, query: { enabled: false } })
  })

  it('behavior: a read that is off follows no chain’s blocks', () => {
    useBlockRead({ ...read, enabled: false })
    expect(useLatestBlockNumber).toHaveBeenCalledWith(undefined)
    expect(passed()).toMatchObject({ query: { enabled: false } })
  })

  it('behavior: `enabled` stays out of the query key; the block is in it', () => {
    // What useBlockRead hands wagmi, which derives the key from it.
    const parameters = { ...read, blockNumber: 7n, enabled: true }
    const key = readContractQueryKey(parameters)
    expect(key[1]).not.toHaveProperty('enabled')
    expect(key[1]).toMatchObject({ blockNumber: 7n, chainId: 1 })
  })
})

describe('useStaticRead', () => {
  it('default: fetched once and kept, retried twice', () => {
    useStaticRead(read)
    expect(passed()).toMatchObject({
      ...read,
      query: { enabled: true, staleTime: Infinity, gcTime: Infinity, retry: 2 },
    })
    expect(passed()).not.toHaveProperty('blockNumber')
  })

  it('behavior: off means off', () => {
    useStaticRead({ ...read, enabled: false })
    expect(passed()).toMatchObject({ query: { enabled: false } })
  })

  it("behavior: waits for the chain's first block reads (a cold load's first round trip is the block's multicall)", () => {
    first.read = false
    useStaticRead(read)
    expect(useAfterFirstBlock).toHaveBeenCalledWith(1)
    expect(passed()).toMatchObject({ query: { enabled: false } })
  })
})
