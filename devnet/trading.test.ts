import { type Address, erc20Abi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { official } from './lib/artifacts.ts'
import { write, devnetClient, devnetManifest, tokenAddress, useChainSnapshot } from './test/client.ts'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const fresh = manifest.accounts[4]!.address
const trader = manifest.accounts[0]!.address
const router = { address: manifest.contracts.v2Router, abi: official.UniswapV2Router02.abi } as const
const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 3600)
const balanceOf = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
useChainSnapshot(client)

describe('trading on the devnet', () => {
  it('a V2 router swap: ETH for DAI at about 2000 DAI per ETH', async () => {
    const dai = tokenAddress(manifest, 'DAI')
    const path = [manifest.contracts.weth, dai]
    const [, quoted] = (await client.readContract({
      ...router,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), path],
    })) as bigint[]
    expect(quoted).toBeGreaterThan(parseEther('1900'))
    expect(quoted).toBeLessThan(parseEther('2000'))
    await write(client, {
      ...router,
      account: fresh,
      functionName: 'swapExactETHForTokens',
      args: [quoted!, path, fresh, deadline()],
      value: parseEther('1'),
    })
    expect(await balanceOf(dai, fresh)).toBe(quoted)
  })

  it('the two-hop token is reachable only through DAI', async () => {
    const hop = tokenAddress(manifest, 'HOP')
    const direct = await client.readContract({
      address: manifest.contracts.v2Factory,
      abi: official.UniswapV2Factory.abi,
      functionName: 'getPair',
      args: [manifest.contracts.weth, hop],
    })
    expect(direct).toBe('0x0000000000000000000000000000000000000000')
    const path = [manifest.contracts.weth, tokenAddress(manifest, 'DAI'), hop]
    await write(client, {
      ...router,
      account: fresh,
      functionName: 'swapExactETHForTokens',
      args: [1n, path, fresh, deadline()],
      value: parseEther('0.1'),
    })
    expect(await balanceOf(hop, fresh)).toBeGreaterThan(parseEther('90'))
  })

  it('the fee-on-transfer token sells through the fee-supporting router method only', async () => {
    const dtt = tokenAddress(manifest, 'DTT')
    const path = [dtt, manifest.contracts.weth]
    const amount = parseEther('100')
    await expect(
      client.simulateContract({
        ...router,
        account: trader,
        functionName: 'swapExactTokensForETH',
        args: [amount, 1n, path, trader, deadline()],
      }),
    ).rejects.toThrow()
    const before = await client.getBalance({ address: trader })
    await write(client, {
      ...router,
      account: trader,
      functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
      args: [amount, 1n, path, trader, deadline()],
    })
    expect(await client.getBalance({ address: trader })).toBeGreaterThan(before)
  })

  it('a V1 trade: ETH for USDC through the V1 exchange', async () => {
    const usdc = tokenAddress(manifest, 'USDC')
    const exchange = manifest.v1Exchanges.find((e) => e.token === usdc)!.exchange
    const abi = official.UniswapV1Exchange.abi
    const quoted = (await client.readContract({
      address: exchange,
      abi,
      functionName: 'getEthToTokenInputPrice',
      args: [parseEther('1')],
    })) as bigint
    expect(quoted).toBeGreaterThan(parseUnits('1700', 6))
    await write(client, {
      address: exchange,
      abi,
      account: fresh,
      functionName: 'ethToTokenSwapInput',
      args: [quoted, deadline()],
      value: parseEther('1'),
    })
    expect(await balanceOf(usdc, fresh)).toBe(quoted)
  })

  it('the migrator moves V1 liquidity into the V2 pair', async () => {
    const dai = tokenAddress(manifest, 'DAI')
    const exchange = manifest.v1Exchanges.find((e) => e.token === dai)!.exchange
    const pair = manifest.pairs.find(
      (p) => [p.token0, p.token1].includes(dai) && [p.token0, p.token1].includes(manifest.contracts.weth),
    )!.address
    const v1Balance = await balanceOf(exchange, trader)
    const lpBefore = await balanceOf(pair, trader)
    await write(client, {
      address: exchange,
      abi: erc20Abi,
      account: trader,
      functionName: 'approve',
      args: [manifest.contracts.migrator, v1Balance],
    })
    await write(client, {
      address: manifest.contracts.migrator,
      abi: official.UniswapV2Migrator.abi,
      account: trader,
      functionName: 'migrate',
      args: [dai, 1n, 1n, trader, deadline()],
    })
    expect(await balanceOf(exchange, trader)).toBe(0n)
    expect(await balanceOf(pair, trader)).toBeGreaterThan(lpBefore)
  })
})
