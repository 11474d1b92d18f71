import { type Address, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { countingClient, devnetManifest, tokenAddress } from '../../../devnet/test/client'
import { readContractsBatched } from './readContractsBatched'

const manifest = devnetManifest()
const trader: Address = manifest.accounts[0]!.address
const dai = tokenAddress(manifest, 'DAI')

describe('readContractsBatched on the devnet', () => {
  it('default: typed results in the order of the contracts, at the block asked, in one eth_call with the other reads of the tick', async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const [results, alongside] = await Promise.all([
      readContractsBatched(client, {
        contracts: [
          { address: dai, abi: erc20Abi, functionName: 'balanceOf', args: [trader] },
          { address: dai, abi: erc20Abi, functionName: 'symbol' },
        ],
        blockNumber,
      }),
      client.readContract({ address: dai, abi: erc20Abi, functionName: 'decimals', blockNumber }),
    ])
    expect(calls.count).toBe(1)
    const [balance, symbol] = results
    expect(balance).toEqual({
      status: 'success',
      result: await client.readContract({
        address: dai,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader],
        blockNumber,
      }),
    })
    expect(balance.result).toBeGreaterThan(0n)
    expect(symbol).toEqual({ status: 'success', result: 'DAI' })
    expect(alongside).toBe(18)
  })

  it('error: a failing read fails alone, with its error; the others succeed in the same eth_call', async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    // Multicall3 has no `balanceOf`: that read reverts.
    const results = await readContractsBatched(client, {
      contracts: [
        { address: manifest.contracts.multicall, abi: erc20Abi, functionName: 'balanceOf', args: [trader] },
        { address: dai, abi: erc20Abi, functionName: 'totalSupply' },
      ],
      blockNumber,
    })
    expect(calls.count).toBe(1)
    expect(results[0].status).toBe('failure')
    expect(results[0].error).toBeInstanceOf(Error)
    expect(results[1].status).toBe('success')
    expect(results[1].result).toBeGreaterThan(0n)
  })
})
