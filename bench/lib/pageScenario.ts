/**
 * Measures a page as bench/pages.bench.spec.ts defines it: interactive after the first block (from the first
 * `eth_blockNumber` answer to the last row rendered, in a fresh context with the wallet remembered), and the
 * `eth_call`s between one new block and the next once settled.
 */
import {
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  type Response as PlaywrightResponse,
  expect,
} from '@playwright/test'
import type { Address } from 'viem'
import { connectInjectedWallet, installInjectedWallet } from '../../e2e/fixtures/injectedWallet'
import { parseJson } from './scripts'
import { rememberedWagmiStorage } from './swapPage'

/** When the page counts as complete: `count` rows, each holding every `cells` element with a text other than `pending`. */
export interface ReadySpec {
  row: string
  count: number
  cells: string[]
  pending: string[]
}

export interface PageScenario {
  baseURL: string
  path: string
  account: Address
  chainId: number
  /** The RPC URL the app is built with (its reads go there): the first block is the first answer from one of these. */
  appRpcUrls: string[]
  /** Every RPC URL the page may send to (the app's and the injected wallet's): the eth_calls to all are counted. */
  rpcUrls: string[]
  /** The injected wallet's node. */
  walletRpcUrl: string
  /** Sends the app's RPC requests to the scenario's devnet (see e2e/fixtures/ownDevnet.ts). */
  routeApp: (page: Page) => Promise<unknown>
  ready: ReadySpec
  runs: number
  /** Blocks whose eth_calls are counted in each run. */
  blocks: number
}

export interface PageMeasurement {
  /** Per run: ms from the first block number answer to the page complete. */
  interactiveMs: number[]
  /** Per run: ms from navigation start to the first block number answer. */
  firstBlockMs: number[]
  /** Per counted block, all runs together: eth_calls the page sent for it. */
  callsPerBlock: number[]
}

interface PageTimes {
  firstBlockAt?: number
  readyAt?: number
}

/** Runs in the page before the app: times the first block number answer and the moment the page is complete. */
function instrument({ appRpcUrls, ready }: { appRpcUrls: string[]; ready: ReadySpec }): void {
  const times: PageTimes = {}
  Object.assign(window, { __benchPage: times })
  const original = window.fetch.bind(window)
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const asksHead =
      appRpcUrls.some((prefix) => url.startsWith(prefix)) &&
      typeof init?.body === 'string' &&
      init.body.includes('"eth_blockNumber"')
    const response = await original(input, init)
    if (asksHead && times.firstBlockAt === undefined) times.firstBlockAt = performance.now()
    return response
  }
  const complete = (): boolean => {
    const rows = document.querySelectorAll(ready.row)
    if (rows.length < ready.count) return false
    return [...rows].every((row) =>
      ready.cells.every((cell) => {
        const element = row.querySelector(cell)
        return element !== null && !ready.pending.includes((element.textContent ?? '').trim())
      }),
    )
  }
  const observer = new MutationObserver(() => {
    if (times.readyAt !== undefined || !complete()) return
    times.readyAt = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

interface RpcBody {
  id?: unknown
  method?: unknown
  result?: unknown
}

const asArray = (body: unknown): RpcBody[] =>
  (Array.isArray(body) ? body : [body]).filter((b): b is RpcBody => typeof b === 'object' && b !== null)

/** The page's RPC traffic in order: each request's methods, and the block number each head answer reported. */
function recordRpc(page: Page, rpcUrls: string[]) {
  const events: ({ kind: 'request'; methods: string[] } | { kind: 'head'; block: Promise<number | undefined> })[] = []
  const isRpc = (request: Request) =>
    request.method() === 'POST' && rpcUrls.some((prefix) => request.url().startsWith(prefix))
  const headIds = new WeakMap<Request, unknown[]>()
  page.on('request', (request) => {
    if (!isRpc(request)) return
    const calls = asArray(parseJson(request.postData()))
    events.push({ kind: 'request', methods: calls.map((c) => String(c.method)) })
    const heads = calls.filter((c) => c.method === 'eth_blockNumber').map((c) => c.id)
    if (heads.length > 0) headIds.set(request, heads)
  })
  page.on('response', (response: PlaywrightResponse) => {
    const ids = headIds.get(response.request())
    if (!ids) return
    const block = response
      .text()
      .then((text) => {
        const numbers = asArray(parseJson(text))
          .filter((r) => ids.includes(r.id) && typeof r.result === 'string')
          .map((r) => Number(BigInt(r.result as string)))
        return numbers.length > 0 ? Math.max(...numbers) : undefined
      })
      .catch(() => undefined)
    events.push({ kind: 'head', block })
  })
  /** The highest block the app has learnt so far. */
  const highest = async (): Promise<number> => {
    const blocks = await Promise.all(events.flatMap((e) => (e.kind === 'head' ? [e.block] : [])))
    return Math.max(-1, ...blocks.filter((b): b is number => b !== undefined))
  }
  /** eth_calls sent after the app learnt of each block in [from, from + count) and before it learnt of the next. */
  const callsPerBlock = async (from: number, count: number): Promise<number[]> => {
    const resolved = await Promise.all(
      events.map(async (e) => (e.kind === 'head' ? { kind: 'head' as const, block: await e.block } : e)),
    )
    const learnt = (block: number) =>
      resolved.findIndex((e) => e.kind === 'head' && e.block !== undefined && e.block >= block)
    return Array.from({ length: count }, (_, k) => {
      const [start, end] = [learnt(from + k), learnt(from + k + 1)]
      if (start < 0 || end < 0) throw new Error(`the app did not learn of blocks ${from + k} and ${from + k + 1}`)
      return resolved
        .slice(start, end)
        .reduce((sum, e) => sum + (e.kind === 'request' ? e.methods.filter((m) => m === 'eth_call').length : 0), 0)
    })
  }
  return { highest, callsPerBlock }
}

/** Closes a context whose RPC requests may still be routed: the routes go first, so no handler outlives its page. */
async function closeContext(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' })
  await context.close()
}

/** wagmi's remembered connection, made in the picker once, so each measured run loads with the wallet connected. */
export async function rememberedConnection(browser: Browser, scenario: PageScenario): Promise<Record<string, string>> {
  const context = await browser.newContext({ baseURL: scenario.baseURL })
  try {
    const page = await context.newPage()
    await scenario.routeApp(page)
    await connectInjectedWallet(page, {
      rpcUrl: scenario.walletRpcUrl,
      account: scenario.account,
      chainId: scenario.chainId,
    })
    return await rememberedWagmiStorage(page, scenario.account)
  } finally {
    await closeContext(context)
  }
}

export async function measurePage(
  browser: Browser,
  scenario: PageScenario,
  connection: Record<string, string>,
): Promise<PageMeasurement> {
  const interactiveMs: number[] = []
  const firstBlockMs: number[] = []
  const callsPerBlock: number[] = []
  for (let run = 0; run < scenario.runs; run++) {
    const context = await browser.newContext({ baseURL: scenario.baseURL })
    try {
      const page = await context.newPage()
      await scenario.routeApp(page)
      // What a browser with the wallet connected holds: wagmi's keys, and the wallet's own "connected" flag (set
      // before the wallet's script reads it).
      await page.addInitScript((stored: Record<string, string>) => {
        for (const [key, value] of Object.entries(stored))
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
        sessionStorage.setItem('e2e-wallet-connected', '1')
      }, connection)
      await installInjectedWallet(page, {
        rpcUrl: scenario.walletRpcUrl,
        account: scenario.account,
        chainId: scenario.chainId,
      })
      await page.addInitScript(instrument, { appRpcUrls: scenario.appRpcUrls, ready: scenario.ready })
      const rpc = recordRpc(page, scenario.rpcUrls)
      await page.goto(scenario.path)
      await page.waitForFunction(
        () => (window as unknown as { __benchPage: PageTimes }).__benchPage.readyAt !== undefined,
        undefined,
        { timeout: 30_000 },
      )
      const times = await page.evaluate(() => (window as unknown as { __benchPage: PageTimes }).__benchPage)
      if (times.firstBlockAt === undefined || times.readyAt === undefined)
        throw new Error('the page never asked for the block number')
      interactiveMs.push(Math.round(times.readyAt - times.firstBlockAt))
      firstBlockMs.push(Math.round(times.firstBlockAt))
      // Settled: the block after the one the page was complete at is skipped; the next `blocks` blocks are counted.
      const from = (await rpc.highest()) + 2
      await expect
        .poll(() => rpc.highest(), { timeout: (scenario.blocks + 5) * 2_000 })
        .toBeGreaterThanOrEqual(from + scenario.blocks)
      callsPerBlock.push(...(await rpc.callsPerBlock(from, scenario.blocks)))
    } finally {
      await closeContext(context)
    }
  }
  return { interactiveMs, firstBlockMs, callsPerBlock }
}
