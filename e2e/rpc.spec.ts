import { type Hex, decodeFunctionData, multicall3Abi } from 'viem'
import { e2eClient, e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet, installInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()

/** A JSON-RPC call as `method@block[target.selector ...]` for a Multicall3 aggregate3, else its method. */
function describeCall(call: { method: string; data: string }): string {
  const [tx, block] = JSON.parse(call.data) as [{ data?: Hex } | undefined, string | undefined]
  if (call.method !== 'eth_call' || !tx?.data?.startsWith('0x82ad56cb')) return call.method
  const [inner] = decodeFunctionData({ abi: multicall3Abi, data: tx.data }).args as readonly [
    readonly { target: string; callData: Hex }[],
  ]
  return `eth_call@${block}[${inner.map((c) => `${c.target.slice(0, 8)}.${c.callData.slice(0, 10)}`).join(' ')}]`
}

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

test('a cold swap link with a returning wallet slow to reconnect: one eth_blockNumber and one eth_call, with its balances, until the quote', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = manifest.accounts[0]!.address
  const wallet = { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId }
  await connectInjectedWallet(page, wallet)
  // wagmi's remembered connection, as a returning user's storage has it.
  await expect
    .poll(() => page.evaluate((wanted) => (localStorage.getItem('wagmi.store') ?? '').includes(wanted), account))
    .toBe(true)
  const stored = await page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('wagmi.'))),
  )
  const dai = manifest.tokens.find((token) => token.symbol === 'DAI' && !token.role)!.address

  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) })
  try {
    const cold = await context.newPage()
    await cold.addInitScript((items: Record<string, string>) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
      sessionStorage.setItem('e2e-wallet-connected', '1')
    }, stored)
    await installInjectedWallet(cold, { ...wallet, accountsDelayMs: 1_500 })
    // The frame that first shows the quote, by the page's clock (the one Resource Timing uses).
    await cold.addInitScript(() => {
      const watch = (): void => {
        const to = document.querySelector<HTMLInputElement>('input[aria-label^="To amount"]')
        if (to?.value) Object.assign(window, { __quoteAt: performance.now() })
        else requestAnimationFrame(watch)
      }
      requestAnimationFrame(watch)
    })
    const calls: { method: string; data: string }[] = []
    cold.on('request', (request) => {
      if (!request.url().startsWith(manifest.rpcUrl) || request.method() !== 'POST') return
      const body = request.postDataJSON() as RpcCall | RpcCall[]
      for (const call of Array.isArray(body) ? body : [body])
        calls.push({ method: call.method, data: JSON.stringify(call.params ?? []) })
    })
    await cold.goto(`/?inputCurrency=ETH&outputCurrency=${dai}&exactAmount=1`)
    await expect(cold.getByRole('textbox', { name: /^To amount/ })).not.toHaveValue('')
    // The requests the page started before that frame, in the order it sent them.
    const before = await cold.evaluate((rpcUrl) => {
      const quoteAt = (window as unknown as { __quoteAt?: number }).__quoteAt ?? Infinity
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(rpcUrl) && entry.startTime < quoteAt).length
    }, manifest.rpcUrl)
    const untilQuote = calls.slice(0, before)
    // Each call with its parameters' start (the block, the multicall's first calls) to tell which reads went apart.
    const seen = untilQuote.map(describeCall).join('\n')
    expect(
      untilQuote.map((call) => call.method),
      seen,
    ).toEqual(['eth_blockNumber', 'eth_call'])
    // The one multicall carries the account's balances (getEthBalance and balanceOf take it as their argument).
    expect(untilQuote[1]!.data.toLowerCase()).toContain(account.slice(2).toLowerCase())
    // And the wallet did reconnect, with no second read of the balances at that block.
    await expect(cold.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
    await expect(cold.getByTestId('native-balance')).toBeVisible()
  } finally {
    await context.close()
  }
})
