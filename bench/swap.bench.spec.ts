/**
 * The swap page's rows (issue 16) against the devnet build: JavaScript before interactive, RPC requests, block to new
 * quote, cold load to first quote. Each test records rows and fails only when it cannot measure.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type Page, type Request, type Route, expect, test } from '@playwright/test'
import { type Hash, createWalletClient, http, parseAbi, parseEther } from 'viem'
import { e2eManifest } from '../e2e/fixtures/devnet'
import { connectInjectedWallet } from '../e2e/fixtures/injectedWallet'
import { measureBundle } from '../scripts/lib/bundleSizes'
import { recordRow } from './lib/rows'
import { gzipSize, kB, scriptSizes } from './lib/scripts'
import {
  BALANCE_SELECTORS,
  METADATA_SELECTORS,
  connectedContext,
  devnetRpcUrls,
  devnetToken,
  fromAmount,
  installQuoteWatcher,
  methodSummary,
  nodeRpc,
  quoteLog,
  recordRpc,
  swapUrl,
  toAmount,
  rememberedWagmiStorage,
} from './lib/swapPage'

const manifest = e2eManifest()
const rpcUrls = devnetRpcUrls(manifest)
const account = manifest.accounts[0]!.address
const BUILD_DIR = 'dist-devnet'

function requireBaseURL(baseURL: string | undefined): string {
  if (!baseURL)
    throw new Error('no baseURL: run through playwright.bench.config.ts (its global setup serves the devnet build)')
  return baseURL
}

/** wagmi's remembered connection after connecting through the wallet picker once (a returning user's storage). */
async function rememberedConnection(browser: Browser, baseURL: string): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
    return await rememberedWagmiStorage(page, account)
  } finally {
    await context.close()
  }
}

/** The first non-empty quote on screen, waited for in the page. */
async function firstQuote(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __benchQuote: { changes: { value: string }[] } }).__benchQuote.changes.some(
        (c) => c.value !== '',
      ),
    undefined,
    {
      timeout: 30_000,
    },
  )
}

async function disableHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
}

test('JavaScript the swap page loads before it is interactive, and all JavaScript of the build (gzip)', async ({
  browser,
  baseURL,
}) => {
  // What the route imports statically (the entry, the route's component and their imports, from the build's manifest):
  // every other script (the swap engine, preloaded beside them; dialogs) is held back until the form has worked, which
  // shows the page is interactive with these alone.
  const needed = new Set(measureBundle(BUILD_DIR).initial.map((chunk) => `/${chunk.file}`))
  const runs = 3
  const beforeInteractive: number[] = []
  const onLoad: number[] = []
  let detail = ''
  let loadDetail = ''
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL: requireBaseURL(baseURL) })
    try {
      const page = await context.newPage()
      await disableHttpCache(page)
      const scripts: Request[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname))
          scripts.push(request)
      })
      const held: Route[] = []
      let holding = true
      await page.route(
        (url) => url.pathname.endsWith('.js') && !needed.has(url.pathname),
        (route) => (holding ? void held.push(route) : route.continue()),
      )
      await page.goto(`/?inputCurrency=ETH&outputCurrency=${devnetToken(manifest, 'DAI').address}`)
      // Interactive: the amount field takes what is typed.
      await fromAmount(page).fill('1')
      await expect(fromAmount(page)).toHaveValue('1')
      const loaded = scripts.filter((request) => needed.has(new URL(request.url()).pathname))
      const sizes = await scriptSizes(loaded)
      beforeInteractive.push(sizes.total)
      detail = `${sizes.detail}; ${held.length} other scripts held back until then`
      holding = false
      await Promise.all(held.map((route) => route.continue()))
      // Everything requested until the quote shows: the engine loads beside the form.
      await expect(toAmount(page)).not.toHaveValue('')
      const all = await scriptSizes([...scripts])
      onLoad.push(all.total)
      loadDetail = all.detail
    } finally {
      await context.close()
    }
  }
  recordRow({
    id: 'swap-js-gzip',
    what: 'JavaScript the swap page needs before it is interactive (gzip)',
    unit: 'kB',
    target: { max: 250 },
    samples: beforeInteractive,
    note: `cold load of the swap page with both tokens on the devnet build, every other script held back until the amount field took '1'; each response gzipped (level 9): ${detail}`,
  })
  recordRow({
    id: 'swap-js-to-quote',
    what: 'JavaScript the swap page requests until its first quote (gzip), the engine included',
    unit: 'kB',
    target: {},
    samples: onLoad,
    note: `the same loads, scripts released: ${loadDetail}`,
  })

  const files = readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
  expect(files.length).toBeGreaterThan(0)
  const total = files.reduce((sum, file) => sum + gzipSize(readFileSync(join(BUILD_DIR, file))), 0)
  recordRow({
    id: 'all-js-gzip',
    what: 'All JavaScript of the build (gzip)',
    unit: 'kB',
    target: { max: 1200 },
    samples: [kB(total)],
    note: `${files.length} .js files of ${BUILD_DIR} (the devnet build the other rows load), each gzipped (level 9)`,
  })
})

test('cold load with the HTTP cache off to the first quote on screen', async ({ browser, baseURL }) => {
  const runs = 5
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL: requireBaseURL(baseURL) })
    try {
      const page = await context.newPage()
      await disableHttpCache(page)
      await installQuoteWatcher(page)
      await page.goto(swapUrl(manifest, '1'))
      await firstQuote(page)
      const first = (await quoteLog(page)).changes.find((c) => c.value !== '')!
      times.push(Math.round(first.sinceNavigation))
    } finally {
      await context.close()
    }
  }
  recordRow({
    id: 'cold-first-quote',
    what: 'Cold load, HTTP cache off, to the first quote on screen',
    unit: 'ms',
    target: { max: 1000 },
    samples: times,
    note: `new browser context per run, no wallet, ${swapUrl(manifest, '1').replace(/0x[0-9a-fA-F]{40}/, 'DAI')}; navigation start to the frame that paints the quote`,
  })
})

test('RPC requests of a cold load with a wallet connected until the first quote', async ({ browser, baseURL }) => {
  const url = requireBaseURL(baseURL)
  const connection = await rememberedConnection(browser, url)
  const runs = 3
  const counts: number[] = []
  let methods = ''
  for (let run = 0; run < runs; run++) {
    const { context, page } = await connectedContext(browser, { baseURL: url, manifest, account, connection })
    try {
      await installQuoteWatcher(page)
      const rpc = recordRpc(page, rpcUrls)
      await page.goto(swapUrl(manifest, '1'))
      await firstQuote(page)
      // Requests the browser sent before the quote was painted; those sent in the same frame count too (upper bound).
      const requests = rpc.requestsSince(0)
      counts.push(requests.flat().length)
      // Each eth_call with its block (or 'latest') and its inner calls' selectors, to see which reads went apart.
      const describe = (c: (typeof requests)[number][number]): string =>
        c.method === 'eth_call'
          ? `eth_call@${c.block ?? 'latest'}[${c.calls.map((inner) => METADATA_SELECTORS[inner.selector] ?? BALANCE_SELECTORS[inner.selector] ?? inner.selector).join(' ')}]`
          : c.method
      methods = `${requests.length} HTTP requests: ${requests.map((calls) => calls.map(describe).join('+')).join(', ')}`
      // The load really was with the wallet connected, from its first block: the account's balances were among the
      // calls counted, not read apart after the quote.
      await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
      expect(
        requests
          .flat()
          .flatMap((c) => c.calls)
          .some((inner) => inner.selector in BALANCE_SELECTORS),
        methods,
      ).toBe(true)
    } finally {
      await context.close()
    }
  }
  recordRow({
    id: 'cold-rpc',
    what: 'RPC requests of a cold load, wallet connected, until the first quote',
    unit: 'count',
    target: { max: 2 },
    samples: counts,
    note: `JSON-RPC calls to the devnet (each element of a batch counts); last run: ${methods}`,
  })
})

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/**
 * The deployer trades 1 ETH for DAI on WETH/DAI or 2,000 DAI back, so the price moves both ways and the direct pair
 * stays the best route. Returns when the block is visible.
 */
async function moveReserves(buy: boolean): Promise<{ hash: Hash; minedSeenAt: number }> {
  const wallet = createWalletClient({ account: manifest.deployer, transport: http(manifest.rpcUrl) })
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  const [weth, dai] = [manifest.contracts.weth, devnetToken(manifest, 'DAI').address]
  const common = { address: manifest.contracts.v2Router, abi: routerAbi, chain: null, gas: 300_000n } as const
  const hash = buy
    ? await wallet.writeContract({
        ...common,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, dai], manifest.deployer, deadline],
        value: parseEther('1'),
      })
    : await wallet.writeContract({
        ...common,
        functionName: 'swapExactTokensForETH',
        args: [parseEther('2000'), 0n, [dai, weth], manifest.deployer, deadline],
      })
  // Poll the node every 10 ms: the block carrying the trade is out when its receipt is.
  for (;;) {
    const receipt = await nodeRpc<{ status: string } | null>(manifest.rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`the reserve-moving trade ${hash} reverted`)
      return { hash, minedSeenAt: Date.now() }
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

test('a block that changes the reserves to the new quote on screen', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const url = requireBaseURL(baseURL)
  const connection = await rememberedConnection(browser, url)
  const { context, page } = await connectedContext(browser, { baseURL: url, manifest, account, connection })
  try {
    await installQuoteWatcher(page)
    await page.goto(swapUrl(manifest, '1'))
    await expect(toAmount(page)).not.toHaveValue('')
    const latencies: number[] = []
    for (let block = 0; block < 20; block++) {
      const seen = (await quoteLog(page)).changes.length
      const before = await toAmount(page).inputValue()
      // A random phase against the app's 1 s poll: right after a quote the next poll is always about a second away.
      await page.waitForTimeout(Math.random() * 1_000)
      const { minedSeenAt } = await moveReserves(block % 2 === 0)
      await page.waitForFunction(
        ([count, old]) =>
          (window as unknown as { __benchQuote: { changes: { value: string }[] } }).__benchQuote.changes
            .slice(count)
            .some((c) => c.value !== '' && c.value !== old),
        [seen, before] as const,
        { timeout: 15_000 },
      )
      const change = (await quoteLog(page)).changes.slice(seen).find((c) => c.value !== '' && c.value !== before)!
      // The page may learn of the block a few ms before the test's own 10 ms poll does.
      latencies.push(Math.max(0, change.at - minedSeenAt))
    }
    recordRow({
      id: 'block-to-quote',
      what: 'Block that changes the reserves to the new quote on screen (devnet polls every 1 s)',
      unit: 'ms',
      target: { max: 1200 },
      stat: 'p95',
      samples: latencies,
      note: 'another account trades on WETH/DAI in each block (1 ETH in, then 2,000 DAI back), at a random phase of the poll; from the receipt visible at the node (10 ms poll) to the frame painting the new quote',
    })
  } finally {
    await context.close()
  }
})

test('RPC per block on the swap page, wallet connected, both tokens chosen', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const url = requireBaseURL(baseURL)
  const connection = await rememberedConnection(browser, url)
  const { context, page } = await connectedContext(browser, { baseURL: url, manifest, account, connection })
  try {
    await installQuoteWatcher(page)
    const rpc = recordRpc(page, rpcUrls)
    await page.goto(swapUrl(manifest, '1'))
    await expect(toAmount(page)).not.toHaveValue('')
    // The account's name is the last of the one-off reads at connect (reverse record, then its forward check).
    await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
    // Settled: one more block, then ten blocks are watched.
    const settled = (await rpc.highest()) + 1
    await expect.poll(() => rpc.highest(), { timeout: 10_000 }).toBeGreaterThanOrEqual(settled)
    const from = Date.now()
    const startBlock = await rpc.highest()
    await expect.poll(() => rpc.highest(), { timeout: 30_000 }).toBeGreaterThanOrEqual(startBlock + 11)
    const windows = await rpc.windows(from, Date.now())
    const idle = rpc.callsSince(from)

    // Between blocks: the node stops mining for 4 s; every poll answers the same block. Interval mining (a block a
    // second) is restored after; anvil's mixed mode cannot be restored over RPC, so the node then mines transactions
    // with the next block instead of at once (this test runs last in this file for that reason).
    const paused = Date.now()
    await nodeRpc(manifest.rpcUrl, 'evm_setIntervalMining', [0])
    try {
      await page.waitForTimeout(4_000)
    } finally {
      await nodeRpc(manifest.rpcUrl, 'evm_setIntervalMining', [1])
    }
    const resumedAt = Date.now()
    const head = Number(BigInt(await nodeRpc<string>(manifest.rpcUrl, 'eth_blockNumber')))
    // A later answer closes the last window of the pause.
    await expect.poll(() => rpc.highest(), { timeout: 10_000 }).toBeGreaterThan(head)
    const pauseWindows = (await rpc.windows(paused, resumedAt)).filter((w) => !w.isNew)

    const between = [...windows.filter((w) => !w.isNew), ...pauseWindows]
    const perBlock = windows.filter((w) => w.isNew)
    expect(perBlock.length).toBeGreaterThanOrEqual(5)
    recordRow({
      id: 'rpc-per-block',
      what: 'eth_call per new block, swap page, wallet connected, both tokens chosen',
      unit: 'count',
      target: { max: 1 },
      stat: 'max',
      samples: perBlock.map((w) => w.ethCalls),
      note: `${perBlock.length} new blocks seen by the app over ${startBlock}..${startBlock + 11}; all requests then: ${methodSummary(idle.map((c) => c.method))}`,
    })
    recordRow({
      id: 'rpc-between-blocks',
      what: 'eth_call between blocks (polls that find no new block), same page',
      unit: 'count',
      target: { max: 0 },
      stat: 'max',
      samples: between.map((w) => w.ethCalls),
      note: `${between.length} polls without a new block (${pauseWindows.length} of them during a 4 s mining pause); each sample: eth_calls until the next poll`,
    })

    // Token metadata (name, symbol, decimals) read on chain, over the whole session: each (token, field) at most once.
    const reads = new Map<string, number>()
    for (const call of rpc.callsSince(0)) {
      for (const inner of call.calls) {
        const field = METADATA_SELECTORS[inner.selector]
        const symbol = manifest.tokens.find((t) => t.address.toLowerCase() === inner.to)?.symbol ?? inner.to
        if (field) reads.set(`${symbol}.${field}`, (reads.get(`${symbol}.${field}`) ?? 0) + 1)
      }
    }
    const repeated = [...reads].filter(([, count]) => count > 1)
    recordRow({
      id: 'token-metadata-reads',
      what: 'Token metadata reads (name/symbol/decimals) per token and field, per session',
      unit: 'count',
      target: { max: 1 },
      stat: 'max',
      samples: [Math.max(0, ...reads.values())],
      note:
        reads.size === 0
          ? 'no metadata read on chain during the session (ETH and DAI come from the token list)'
          : `${[...reads.keys()].join(', ')} read on chain; ${repeated.length > 0 ? `repeated: ${repeated.map(([key, count]) => `${key} x${count}`).join(', ')}` : 'none repeated'}`,
    })
  } finally {
    await context.close()
  }
})
