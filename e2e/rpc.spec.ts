import { e2eClient, e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()

interface RpcCall {
  method: string
  params?: [{ to?: string }, ...unknown[]]
}

test('idling on the swap route with a wallet connected costs one eth_call per block', async ({ page }) => {
  const client = e2eClient(manifest)
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: manifest.accounts[0]!.address,
    chainId: manifest.chainId,
  })
  await expect(page.getByTestId('native-balance')).toBeVisible()
  // The account's name is the last of the one-off reads at connect (reverse record, then its forward check).
  await expect(page.getByRole('banner').getByRole('button', { name: 'trader.eth' })).toBeVisible()

  const calls: RpcCall[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(manifest.rpcUrl) || request.method() !== 'POST') return
    const body = request.postDataJSON() as RpcCall | RpcCall[]
    calls.push(...(Array.isArray(body) ? body : [body]))
  })
  const startBlock = await client.getBlockNumber({ cacheTime: 0 })
  await page.waitForTimeout(6_000)
  const endBlock = await client.getBlockNumber({ cacheTime: 0 })
  const blocks = Number(endBlock - startBlock)
  const ethCalls = calls.filter((c) => c.method === 'eth_call')

  expect(blocks).toBeGreaterThanOrEqual(4)
  // At most one per block (the app polls once a second, so it may see two blocks at once and read only the last).
  expect(ethCalls.length).toBeLessThanOrEqual(blocks + 1)
  expect(ethCalls.length).toBeGreaterThanOrEqual(Math.floor(blocks / 2))
  // Each is one Multicall3 aggregate carrying all of the block's reads (balance, claim status, UCASH balance).
  for (const call of ethCalls)
    expect(call.params?.[0].to?.toLowerCase()).toBe(manifest.contracts.multicall.toLowerCase())
  // And the block indicator follows the chain.
  await expect
    .poll(async () => {
      const shown = Number(await page.getByTestId('block-number').textContent())
      return Math.abs(shown - Number(await client.getBlockNumber({ cacheTime: 0 })))
    })
    .toBeLessThanOrEqual(1)
})
