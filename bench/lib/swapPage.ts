/**
 * The swap page as the swap benchmarks drive it: URLs and amount fields, an in-page watcher timing each quote change,
 * JSON-RPC traffic counted by method, and a context that loads with the wallet connected.
 */
import { type Browser, type BrowserContext, type Page, type Request, expect } from '@playwright/test'
import { type Address, type Hex, decodeFunctionData, multicall3Abi } from 'viem'
import type { Manifest } from '../../devnet/manifest.ts'
import { installInjectedWallet } from '../../e2e/fixtures/injectedWallet'
import { parseJson } from './scripts'

/** The devnet build reads from the devnet's RPC URL and fails over to the same node as `localhost`. */
export const devnetRpcUrls = (manifest: Manifest): string[] => [
  manifest.rpcUrl,
  manifest.rpcUrl.replace('//127.0.0.1', '//localhost'),
]

export const devnetToken = (manifest: Manifest, symbol: string) => {
  const token = manifest.tokens.find((t) => t.symbol === symbol && !t.role)
  if (!token) throw new Error(`no devnet token ${symbol}`)
  return token
}

/** ETH to DAI (one pair, WETH/DAI), both tokens chosen, with or without a typed amount. */
export const swapUrl = (manifest: Manifest, amount?: string): string =>
  `/?inputCurrency=ETH&outputCurrency=${devnetToken(manifest, 'DAI').address}${amount === undefined ? '' : `&exactAmount=${amount}`}`

export const fromAmount = (page: Page) => page.getByRole('textbox', { name: /^From amount/ })
export const toAmount = (page: Page) => page.getByRole('textbox', { name: /^To amount/ })

export interface QuoteChange {
  /** Date.now() in the page (the same clock as the test's: one machine). */
  at: number
  /** performance.now(): ms since the navigation started. */
  sinceNavigation: number
  value: string
}

/**
 * Runs before the app: logs each change of the To amount with the frame it paints in, and each `input` event on From
 * (for the typing bench).
 */
function watchQuote(): void {
  const changes: QuoteChange[] = []
  const inputs: number[] = []
  Object.assign(window, { __benchQuote: { changes, inputs } })
  let last = ''
  const frame = (): void => {
    const output = document.querySelector<HTMLInputElement>('input[aria-label^="To amount"]')
    const value = output?.value ?? ''
    if (value !== last) {
      last = value
      changes.push({ at: Date.now(), sinceNavigation: performance.now(), value })
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  document.addEventListener(
    'input',
    (event) => {
      if (
        event.target instanceof HTMLInputElement &&
        (event.target.getAttribute('aria-label') ?? '').startsWith('From amount')
      )
        inputs.push(performance.now())
    },
    true,
  )
}

export interface QuoteLog {
  changes: QuoteChange[]
  /** performance.now() of each input event on the From amount field. */
  inputs: number[]
}

export const installQuoteWatcher = async (page: Page): Promise<void> => {
  await page.addInitScript(watchQuote)
}
export const quoteLog = (page: Page): Promise<QuoteLog> =>
  page.evaluate(() => (window as unknown as { __benchQuote: QuoteLog }).__benchQuote)

interface RpcBody {
  id?: unknown
  method?: unknown
  params?: unknown
}

export interface RpcCall {
  method: string
  /** The block an eth_call reads at (the app keys its reads by block): its number, or undefined for a tag or none. */
  block?: number
  /** eth_call: the target and the 4-byte selector of each call it makes (a multicall's inner calls, unpacked). */
  calls: { to: string; selector: string }[]
  /** Date.now() when Playwright saw the request. */
  at: number
}

const asBodies = (body: unknown): RpcBody[] =>
  (Array.isArray(body) ? body : [body]).filter((b): b is RpcBody => typeof b === 'object' && b !== null)

function innerCalls(to: string, data: string): { to: string; selector: string }[] {
  try {
    const decoded = decodeFunctionData({ abi: multicall3Abi, data: data as Hex })
    if (decoded.functionName === 'aggregate3')
      return decoded.args[0].map((call) => ({ to: call.target.toLowerCase(), selector: call.callData.slice(0, 10) }))
  } catch {
    // not a multicall: a direct read
  }
  return [{ to: to.toLowerCase(), selector: data.slice(0, 10) }]
}

function toCall(body: RpcBody, at: number): RpcCall {
  const method = String(body.method)
  if (method !== 'eth_call' || !Array.isArray(body.params)) return { method, calls: [], at }
  const [tx, tag] = body.params as [{ to?: string; data?: string; input?: string } | undefined, unknown]
  const data = tx?.data ?? tx?.input ?? '0x'
  const block = typeof tag === 'string' && /^0x[0-9a-f]+$/i.test(tag) ? Number(BigInt(tag)) : undefined
  return { method, block, calls: innerCalls(tx?.to ?? '', data), at }
}

/** The stretch between two answers to the page's `eth_blockNumber`: the block it reported, and the eth_calls sent. */
export interface HeadWindow {
  block: number
  /** The answer reported a block higher than any before it (else the chain had not moved since the last poll). */
  isNew: boolean
  /** Date.now() when the answer arrived. */
  at: number
  ethCalls: number
}

type RpcEvent =
  { kind: 'request'; at: number; calls: RpcCall[] } | { kind: 'head'; at: number; block: Promise<number | undefined> }

/**
 * Counts the page's JSON-RPC requests to `urls` as sent (each element of a batch) and each `eth_blockNumber` answer's
 * block, in the order seen.
 */
export function recordRpc(page: Page, rpcUrls: string[]) {
  const events: RpcEvent[] = []
  const headIds = new WeakMap<Request, unknown[]>()
  const isRpc = (request: Request): boolean =>
    request.method() === 'POST' && rpcUrls.some((prefix) => request.url().startsWith(prefix))
  page.on('request', (request) => {
    if (!isRpc(request)) return
    const at = Date.now()
    const bodies = asBodies(parseJson(request.postData()))
    events.push({ kind: 'request', at, calls: bodies.map((b) => toCall(b, at)) })
    const heads = bodies.filter((b) => b.method === 'eth_blockNumber').map((b) => b.id)
    if (heads.length > 0) headIds.set(request, heads)
  })
  page.on('response', (response) => {
    const ids = headIds.get(response.request())
    if (!ids) return
    const block = response
      .text()
      .then((text) => {
        const numbers = (asBodies(parseJson(text)) as { id?: unknown; result?: unknown }[])
          .filter((r) => ids.includes(r.id) && typeof r.result === 'string')
          .map((r) => Number(BigInt(r.result as string)))
        return numbers.length > 0 ? Math.max(...numbers) : undefined
      })
      .catch(() => undefined)
    events.push({ kind: 'head', at: Date.now(), block })
  })
  /** The HTTP requests sent from `since` on (Date.now()), each with its calls. */
  const requestsSince = (since: number): RpcCall[][] =>
    events.flatMap((e) => (e.kind === 'request' && e.at >= since ? [e.calls] : []))
  /** Every JSON-RPC call sent from `since` on. */
  const callsSince = (since: number): RpcCall[] => requestsSince(since).flat()
  /** The highest block any answer has reported so far (-1 before the first). */
  const highest = async (): Promise<number> => {
    const blocks = await Promise.all(events.flatMap((e) => (e.kind === 'head' ? [e.block] : [])))
    return Math.max(-1, ...blocks.filter((b): b is number => b !== undefined))
  }
  /** The head windows that opened in [from, to) (Date.now()) and that a later answer closed. */
  const windows = async (from: number, to: number): Promise<HeadWindow[]> => {
    const result: HeadWindow[] = []
    let open: HeadWindow | undefined
    let highestSoFar = -1
    for (const event of events) {
      if (event.kind === 'request') {
        if (open) open.ethCalls += event.calls.filter((c) => c.method === 'eth_call').length
        continue
      }
      const block = await event.block
      if (block === undefined) continue
      if (open && open.at >= from && open.at < to) result.push(open)
      open = { block, isNew: block > highestSoFar, at: event.at, ethCalls: 0 }
      highestSoFar = Math.max(highestSoFar, block)
    }
    return result
  }
  return { requestsSince, callsSince, highest, windows }
}

/** "eth_call 3, eth_blockNumber 1": the methods of these calls, most frequent first. */
export function methodSummary(methods: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const method of methods) counts.set(method, (counts.get(method) ?? 0) + 1)
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([method, count]) => `${method} ${count}`)
      .join(', ') || 'none'
  )
}

/** name(), symbol(), decimals(): token metadata reads. */
export const METADATA_SELECTORS: Record<string, string> = {
  '0x06fdde03': 'name',
  '0x95d89b41': 'symbol',
  '0x313ce567': 'decimals',
}

/** The balance reads of the swap form's account: ERC-20 `balanceOf`, Multicall3 `getEthBalance`. */
export const BALANCE_SELECTORS: Record<string, string> = { '0x70a08231': 'balanceOf', '0x4d2301cc': 'getEthBalance' }

/**
 * wagmi's remembered connection, read once it stores `account` as current: a storage with only the recent connector's
 * id would read its first block as a page without a wallet.
 */
export async function rememberedWagmiStorage(page: Page, account: Address): Promise<Record<string, string>> {
  const current = (): Promise<boolean> =>
    page.evaluate((wanted) => {
      const raw = localStorage.getItem('wagmi.store') ?? ''
      try {
        const state = (JSON.parse(raw) as { state?: { current?: unknown } }).state
        return typeof state?.current === 'string' && raw.toLowerCase().includes(wanted.toLowerCase())
      } catch {
        return false
      }
    }, account)
  await expect.poll(current, { message: `wagmi stored no connection of ${account}` }).toBe(true)
  return page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('wagmi.'))),
  )
}

/**
 * A fresh context (empty cache) whose pages load with the wallet connected, as a returning user's: the injected wallet,
 * wagmi's remembered connection and the wallet's own flag.
 */
export async function connectedContext(
  browser: Browser,
  options: { baseURL: string; manifest: Manifest; account: Address; connection: Record<string, string> },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: options.baseURL })
  const page = await context.newPage()
  // Before the wallet's own script, which reads its "connected" flag when it starts.
  await page.addInitScript((stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored))
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
    sessionStorage.setItem('e2e-wallet-connected', '1')
  }, options.connection)
  await installInjectedWallet(page, {
    rpcUrl: options.manifest.rpcUrl,
    account: options.account,
    chainId: options.manifest.chainId,
  })
  return { context, page }
}

/** A raw JSON-RPC request to the node (the test's own, not the page's). */
export async function nodeRpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}
