import { type Address, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { countingClient, devnetManifest } from '../../../../devnet/test/client'
import { readV1Exchanges, readV1Positions } from './readV1Positions'

const manifest = devnetManifest()
const trader: Address = manifest.accounts[0]!.address
// An account with no V1 liquidity.
const stranger: Address = '0x000000000000000000000000000000000000bEEF'
const markets = manifest.v1Exchanges

describe('readV1Exchanges and readV1Positions on the devnet', () => {
  it("default: the factory's exchange of each token; a token without one is left out", async () => {
    const { client, calls } = countingClient()
    const withoutExchange = manifest.pairs[0]!.address
    const exchanges = await readV1Exchanges(client, {
      factory: manifest.contracts.v1Factory,
      tokens: [...markets.map((m) => m.token), withoutExchange],
    })
    expect(calls.count).toBe(1)
    expect(exchanges).toEqual(Object.fromEntries(markets.map((m) => [m.token.toLowerCase(), m.exchange])))
  })

  it("default: the account's liquidity, the supply and the exchange's reserves of every market, in one eth_call", async () => {
    const { client, calls } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const positions = await readV1Positions(client, {
      account: trader,
      multicall: manifest.contracts.multicall,
      markets,
      blockNumber,
    })
    expect(calls.count).toBe(1)
    expect(positions.map((p) => p.exchange)).toEqual(markets.map((m) => m.exchange))
    const [first] = positions
    expect(first?.liquidity).toBe(
      await client.readContract({
        address: first!.exchange,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader],
        blockNumber,
      }),
    )
    expect(first?.totalSupply).toBeGreaterThanOrEqual(first!.liquidity)
    expect(first?.exchangeEth).toBe(await client.getBalance({ address: first!.exchange, blockNumber }))
    expect(first?.exchangeToken).toBe(
      await client.readContract({
        address: first!.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [first!.exchange],
        blockNumber,
      }),
    )
  })

  it("behavior: markets without the account's liquidity, and a market whose reads fail, are left out", async () => {
    const { client } = countingClient()
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    expect(
      await readV1Positions(client, {
        account: stranger,
        multicall: manifest.contracts.multicall,
        markets,
        blockNumber,
      }),
    ).toEqual([])
    // Multicall3 as an exchange: its balanceOf reverts; the real market still loads.
    const broken = { token: markets[0]!.token, exchange: manifest.contracts.multicall }
    const positions = await readV1Positions(client, {
      account: trader,
      multicall: manifest.contracts.multicall,
      markets: [broken, markets[0]!],
      blockNumber,
    })
    expect(positions.map((p) => p.exchange)).toEqual([markets[0]!.exchange])
  })
})
