import { type Address, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { countingClient, devnetManifest, tokenAddress } from '../../../../devnet/test/client'
import { readTokenBalances, readTotalSupplies } from './readTokenAmounts'

const manifest = devnetManifest()
const trader: Address = manifest.accounts[0]!.address
const tokens = [tokenAddress(manifest, 'DAI'), tokenAddress(manifest, 'USDC'), manifest.pairs[0]!.address]

describe('readTokenBalances and readTotalSupplies on the devnet', () => {
  it('default: balances and supplies of many tokens, by lower-case address, together in one eth_call', async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const [balances, supplies] = await Promise.all([
      readTokenBalances(client, { owner: trader, tokens, blockNumber }),
      readTotalSupplies(client, { tokens, blockNumber }),
    ])
    expect(calls.count).toBe(1)
    expect(Object.keys(balances)).toEqual(tokens.map((t) => t.toLowerCase()))
    for (const token of tokens) {
      expect(balances[token.toLowerCase()]).toBe(
        await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [trader],
          blockNumber,
        }),
      )
      expect(supplies[token.toLowerCase()]).toBe(
        await client.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply', blockNumber }),
      )
    }
  })

  it('error: a token whose read fails is left out alone; the others load in the same eth_call', async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    // Multicall3 is no token: its balanceOf reverts.
    const balances = await readTokenBalances(client, {
      owner: trader,
      tokens: [manifest.contracts.multicall, tokens[0]!],
      blockNumber,
    })
    expect(calls.count).toBe(1)
    expect(Object.keys(balances)).toEqual([tokens[0]!.toLowerCase()])
  })
})
