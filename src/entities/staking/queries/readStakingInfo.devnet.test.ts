import type { Address } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { countingClient, devnetManifest } from '../../../../devnet/test/client'
import { isAppError } from '@/lib/errors'
import { readStakingInfo } from './readStakingInfo'

const manifest = devnetManifest()
const trader: Address = manifest.accounts[0]!.address
const provider: Address = manifest.accounts[1]!.address

describe('readStakingInfo on the devnet', () => {
  it("default: every pool's totals and the account's stake and rewards, with the chain's clock, in one eth_call", async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const block = await client.getBlock({ blockNumber })
    const snapshot = await readStakingInfo(client, {
      pools: manifest.stakingRewards,
      account: trader,
      blockNumber,
      multicall: manifest.contracts.multicall,
    })
    expect(calls.count).toBe(1)
    expect(snapshot.timestamp).toBe(block.timestamp)
    expect(snapshot.pools.map((p) => p.status)).toEqual(['loaded', 'loaded', 'loaded', 'loaded'])
    const [ethDai, ethUsdc] = snapshot.pools
    if (ethDai?.status !== 'loaded' || ethUsdc?.status !== 'loaded') throw new Error('expected loaded pools')
    // #0 staked half its ETH/DAI pool tokens at deploy, and nothing in ETH/USDC.
    expect(ethDai.stake.staked).toBeGreaterThan(0n)
    expect(ethDai.stake.earned).toBeGreaterThan(0n)
    expect(ethDai.stake.totalStaked).toBeGreaterThanOrEqual(ethDai.stake.staked)
    expect(ethDai.stake.rewardRate).toBe((5_000_000n * 10n ** 18n) / 5_184_000n)
    expect(ethDai.stake.periodFinish).toBeGreaterThan(block.timestamp)
    expect(ethUsdc.stake.staked).toBe(0n)
    expect(ethUsdc.stake.earned).toBe(0n)
  })

  it('args: without an account, only the totals are read (the account part is zero)', async () => {
    const { client } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const snapshot = await readStakingInfo(client, {
      pools: manifest.stakingRewards.slice(2),
      account: undefined,
      blockNumber,
      multicall: manifest.contracts.multicall,
    })
    const [ethUsdt] = snapshot.pools
    if (ethUsdt?.status !== 'loaded') throw new Error('expected a loaded pool')
    expect(ethUsdt.stake.staked).toBe(0n)
    expect(ethUsdt.stake.totalStaked).toBeGreaterThan(0n)
  })

  it('error: a pool whose reads fail is an error entry alone (STAKING_INFO_FAILED); the others load, same eth_call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { client, calls } = countingClient()
    const broken = {
      address: '0x000000000000000000000000000000000000dEaD' as Address,
      stakingToken: manifest.pairs[0]!.address,
      tokens: manifest.stakingRewards[0]!.tokens,
    }
    // A contract that is not a reward pool: its calls revert.
    const notAPool = { ...broken, address: manifest.contracts.weth }
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const snapshot = await readStakingInfo(client, {
      pools: [broken, manifest.stakingRewards[1]!, notAPool],
      account: provider,
      blockNumber,
      multicall: manifest.contracts.multicall,
    })
    expect(calls.count).toBe(1)
    expect(snapshot.pools.map((p) => p.status)).toEqual(['error', 'loaded', 'error'])
    for (const result of [snapshot.pools[0], snapshot.pools[2]])
      expect(result?.status === 'error' && isAppError(result.error, 'STAKING_INFO_FAILED')).toBe(true)
    expect(error).toHaveBeenCalledWith(expect.any(String), broken.address, expect.anything())
    error.mockRestore()
  })
})
