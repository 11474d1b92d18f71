import { type Address, type PublicClient, multicall3Abi } from 'viem'
import { stakingRewardsAbi } from '@/abis/stakingRewardsAbi'
import type { StakingPool } from '@/config/staking'
import { blockQueryOptions } from '@/lib/chain/useBlockQuery'
import { AppError } from '@/lib/errors'

/** One reward pool at one block (spec 3, staking reward entry): the pool's totals and the account's part. */
export interface PoolStake {
  /** Pool tokens staked by everyone (`totalSupply`). */
  totalStaked: bigint
  /** Reward tokens (raw) paid per second to all stakers together; the contract keeps it after the end. */
  rewardRate: bigint
  /** Unix seconds the rewards end; 0 before the pool was first funded. */
  periodFinish: bigint
  /** The account's stake and its unclaimed rewards (0 without an account). */
  staked: bigint
  earned: bigint
}

/** A pool's reads, or the error that one pool's failed read gives (it fails alone, spec 8 'Failed to load staking rewards info'). */
export type PoolStakeResult =
  { pool: StakingPool; status: 'loaded'; stake: PoolStake } | { pool: StakingPool; status: 'error'; error: AppError }

export interface StakingSnapshot {
  blockNumber: bigint
  /** The chain's clock at that block (Multicall3 `getCurrentBlockTimestamp`); undefined when it could not be read. */
  timestamp: bigint | undefined
  /** When the snapshot arrived (local milliseconds): a countdown ticks on from `timestamp` by the local clock. */
  receivedAt: number
  pools: PoolStakeResult[]
}

export type StakingReader = Pick<PublicClient, 'readContract'>

async function readPool(
  client: StakingReader,
  pool: StakingPool,
  account: Address | undefined,
  blockNumber: bigint,
): Promise<PoolStakeResult> {
  const target = { address: pool.address, abi: stakingRewardsAbi, blockNumber } as const
  try {
    const [totalStaked, rewardRate, periodFinish, staked, earned] = await Promise.all([
      client.readContract({ ...target, functionName: 'totalSupply' }),
      client.readContract({ ...target, functionName: 'rewardRate' }),
      client.readContract({ ...target, functionName: 'periodFinish' }),
      account ? client.readContract({ ...target, functionName: 'balanceOf', args: [account] }) : 0n,
      account ? client.readContract({ ...target, functionName: 'earned', args: [account] }) : 0n,
    ])
    return { pool, status: 'loaded', stake: { totalStaked, rewardRate, periodFinish, staked, earned } }
  } catch (cause) {
    const error = new AppError('STAKING_INFO_FAILED', { cause })
    console.error(error.shortMessage, pool.address, cause)
    return { pool, status: 'error', error }
  }
}

/**
 * Every reward pool at one block, with the chain's clock, all issued together so viem batches them into the block's
 * one `eth_call`. A pool whose reads fail is an error entry; the others load.
 */
export async function readStakingInfo(
  client: StakingReader,
  params: {
    pools: readonly StakingPool[]
    account: Address | undefined
    blockNumber: bigint
    multicall: Address | undefined
  },
): Promise<StakingSnapshot> {
  const { pools, account, blockNumber, multicall } = params
  const [timestamp, results] = await Promise.all([
    multicall
      ? client
          .readContract({
            address: multicall,
            abi: multicall3Abi,
            functionName: 'getCurrentBlockTimestamp',
            blockNumber,
          })
          .catch(() => undefined)
      : undefined,
    Promise.all(pools.map((pool) => readPool(client, pool, account, blockNumber))),
  ])
  return { blockNumber, timestamp, receivedAt: Date.now(), pools: results }
}

/** Keyed `['stakingInfo', { pools, account, multicall, chainId, blockNumber }]`; skipped on a chain without pools. */
export function stakingInfoQueryOptions(
  client: StakingReader | undefined,
  params: {
    chainId: number | undefined
    blockNumber: bigint | undefined
    pools: readonly StakingPool[]
    account: Address | undefined
    multicall: Address | undefined
  },
) {
  const { pools, account, multicall, ...scope } = params
  return blockQueryOptions(
    'stakingInfo',
    client,
    scope,
    { pools, account, multicall },
    readStakingInfo,
    pools.length > 0,
  )
}
