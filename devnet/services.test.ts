import { hexToBigInt } from 'viem'
import { describe, expect, it } from 'vitest'
import { official } from './lib/artifacts.ts'
import { claimSchema } from './manifest.ts'
import { write, devnetClient, devnetManifest, useChainSnapshot } from './test/client.ts'

const manifest = devnetManifest()
const client = devnetClient(manifest)
useChainSnapshot(client)

describe('airdrop', () => {
  const distributor = { address: manifest.contracts.merkleDistributor, abi: official.MerkleDistributor.abi } as const

  it('the claim server answers a real proof that MerkleDistributor.claim accepts', async () => {
    const account = manifest.accounts[2]!.address
    const response = await fetch(`${manifest.claimDataUrl}/${manifest.chainId}/${account.toLowerCase()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const claim = claimSchema.parse(await response.json())
    expect(claim).toEqual(manifest.claims[account])
    const root = await client.readContract({ ...distributor, functionName: 'merkleRoot' })
    expect(root).toBe(manifest.merkleRoot)

    const uni = { address: manifest.contracts.uni, abi: official.Uni.abi } as const
    const before = (await client.readContract({ ...uni, functionName: 'balanceOf', args: [account] })) as bigint
    // Anyone may submit a claim; the tokens go to the account in the leaf.
    await write(client, {
      ...distributor,
      account: manifest.accounts[8]!.address,
      functionName: 'claim',
      args: [BigInt(claim.index), account, hexToBigInt(claim.amount), claim.proof],
    })
    expect(await client.readContract({ ...uni, functionName: 'balanceOf', args: [account] })).toBe(
      before + hexToBigInt(claim.amount),
    )
    expect(await client.readContract({ ...distributor, functionName: 'isClaimed', args: [BigInt(claim.index)] })).toBe(
      true,
    )
  })

  it('answers 404 for an account without a claim, another chain, or a malformed address', async () => {
    const noClaim = manifest.accounts[8]!.address
    for (const path of [
      `${manifest.chainId}/${noClaim}`,
      `1/${manifest.accounts[0]!.address}`,
      `${manifest.chainId}/0x1234`,
    ]) {
      const response = await fetch(`${manifest.claimDataUrl}/${path}`)
      expect(response.status, path).toBe(404)
    }
  })
})

describe('reward pools', () => {
  it('pay rewards over time, and getReward transfers them', async () => {
    const trader = manifest.accounts[0]!.address
    const pool = { address: manifest.stakingRewards[0]!.address, abi: official.StakingRewards.abi } as const
    const earned = () => client.readContract({ ...pool, functionName: 'earned', args: [trader] }) as Promise<bigint>
    const rate = (await client.readContract({ ...pool, functionName: 'rewardRate' })) as bigint
    const finish = (await client.readContract({ ...pool, functionName: 'periodFinish' })) as bigint
    expect(rate).toBeGreaterThan(0n)
    expect(finish).toBeGreaterThan((await client.getBlock()).timestamp)

    const first = await earned()
    await client.increaseTime({ seconds: 3600 })
    await client.mine({ blocks: 1 })
    const second = await earned()
    expect(second).toBeGreaterThan(first)

    const uni = { address: manifest.contracts.uni, abi: official.Uni.abi } as const
    const before = (await client.readContract({ ...uni, functionName: 'balanceOf', args: [trader] })) as bigint
    await write(client, { ...pool, account: trader, functionName: 'getReward' })
    expect(await client.readContract({ ...uni, functionName: 'balanceOf', args: [trader] })).toBeGreaterThan(
      before + second - 1n,
    )
  })
})
