import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  type Hex,
  type PublicClient,
  createPublicClient,
  decodeFunctionData,
  defineChain,
  encodeAbiParameters,
  encodeFunctionResult,
  erc20Abi,
  multicall3Abi,
} from 'viem'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainTiming } from '@/config/chains'
import { headQueryOptions } from '../useLatestBlockNumber'
import { type ChainHealth, createChainHealthStore } from './chainHealthStore'
import { demoteAfter } from './freshness'
import { healthyNode } from './nodeCircuit'
import type { NodeFault } from './nodeFault'
import { HEAD_TIMEOUT_MS, NodesUnavailableError, READ_TIMEOUT_MS, resilientTransport } from './resilientTransport'

const CHAIN_ID = 31337
const POLL_MS = 1_000
const multicall: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
const token: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const chain = defineChain({
  id: CHAIN_ID,
  name: 'Test',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
  contracts: { multicall3: { address: multicall } },
})
const hex = (n: bigint | number): Hex => `0x${n.toString(16)}`
const uint = (n: bigint): Hex => encodeAbiParameters([{ type: 'uint256' }], [n])

/** What a node does with the requests it gets. */
type Behaviour =
  | { kind: 'healthy' }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'destroy' }
  | { kind: 'hang' }
  | { kind: 'body'; text: string }
  | { kind: 'rpcError'; code: number }
  /** A JSON-RPC error for `method` alone, the rest of a batch answered. */
  | { kind: 'rpcErrorOn'; method: string; code: number }
  /** Answers `method` with `result` instead of its own answer. */
  | { kind: 'answer'; method: string; result: unknown }
  /** Leaves `method`'s answer out of a batch. */
  | { kind: 'drop'; method: string }

interface RpcMessage {
  jsonrpc?: string
  id?: unknown
  method?: unknown
  params?: unknown
}

/** A JSON-RPC node on a local port: its head, its chain, and what it does with the next requests. */
interface TestNode {
  url: string
  head: bigint
  chainId: number
  /** Without Multicall3 an `eth_call` to its address answers `0x` (a node of another chain). */
  hasMulticall: boolean
  behaviour: Behaviour
  /** The JSON-RPC methods of each HTTP request received, in order. */
  requests: string[][]
  /** The calls inside each Multicall3 `aggregate3` received, in order. */
  aggregated: (readonly { target: Address; callData: Hex }[])[]
  close(): Promise<void>
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function answerCall(node: TestNode, params: unknown): { result: Hex } | { error: { code: number; message: string } } {
  const [request] = Array.isArray(params) ? (params as [{ to?: string; data?: Hex } | undefined]) : []
  if (request?.to?.toLowerCase() !== multicall.toLowerCase() || !request.data?.startsWith('0x82ad56cb'))
    return { error: { code: 3, message: 'execution reverted' } }
  if (!node.hasMulticall) return { result: '0x' }
  const [calls] = decodeFunctionData({ abi: multicall3Abi, data: request.data }).args as readonly [
    readonly { target: Address; callData: Hex }[],
  ]
  node.aggregated.push(calls)
  // Every call reads a token's decimals.
  const results = calls.map(() => ({ success: true, returnData: uint(18n) }))
  return { result: encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results }) }
}

function answer(node: TestNode, message: RpcMessage): unknown {
  const base = { jsonrpc: '2.0', id: message.id }
  const behaviour = node.behaviour
  if (behaviour.kind === 'rpcError' || (behaviour.kind === 'rpcErrorOn' && behaviour.method === message.method))
    return { ...base, error: { code: behaviour.code, message: 'node error' } }
  if (behaviour.kind === 'answer' && behaviour.method === message.method) return { ...base, result: behaviour.result }
  switch (message.method) {
    case 'eth_blockNumber':
      return { ...base, result: hex(node.head) }
    case 'eth_chainId':
      return { ...base, result: hex(node.chainId) }
    case 'eth_call':
      return { ...base, ...answerCall(node, message.params) }
    default:
      return { ...base, error: { code: -32601, message: 'method not found' } }
  }
}

function respond(node: TestNode, body: unknown, res: ServerResponse): void {
  const behaviour = node.behaviour
  switch (behaviour.kind) {
    case 'status':
      res.writeHead(behaviour.status, { 'Content-Type': 'text/plain', ...behaviour.headers })
      res.end('node unwell')
      return
    case 'destroy':
      res.socket?.destroy()
      return
    case 'hang':
      return
    case 'body':
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(behaviour.text)
      return
    default: {
      const messages = (Array.isArray(body) ? body : [body]) as RpcMessage[]
      const answers = messages
        .filter((m) => behaviour.kind !== 'drop' || m.method !== behaviour.method)
        .map((m) => answer(node, m))
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
    }
  }
}

const nodes: TestNode[] = []

async function startNode(): Promise<TestNode> {
  const node: TestNode = {
    url: '',
    head: 100n,
    chainId: CHAIN_ID,
    hasMulticall: true,
    behaviour: { kind: 'healthy' },
    requests: [],
    aggregated: [],
    close: async () => undefined,
  }
  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const body: unknown = JSON.parse(text)
      node.requests.push((Array.isArray(body) ? body : [body]).map((m: RpcMessage) => String(m.method)))
      respond(node, body, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  node.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  nodes.push(node)
  return node
}

/** A URL nothing listens on: a port that was just free (the connection is refused). */
async function refusedUrl(): Promise<string> {
  const node = await startNode()
  await node.close()
  nodes.splice(nodes.indexOf(node), 1)
  return node.url
}

beforeEach(() => {
  // The clock the circuits run on (open periods, Retry-After); the network runs in real time.
  vi.useFakeTimers({ toFake: ['Date'] })
})

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(nodes.splice(0).map((n) => n.close()))
})

/** A client reading through `urls` (the app's batching of a block's reads), and the chain's record. */
function reader(urls: readonly string[]) {
  const store = createChainHealthStore()
  const client: PublicClient = createPublicClient({
    chain,
    batch: { multicall: { wait: 0 } },
    transport: resilientTransport(urls, { chainId: CHAIN_ID, pollMs: POLL_MS, store, now: () => Date.now() }),
  })
  const health = (): ChainHealth => {
    const c = store.getState().chains[CHAIN_ID]
    if (!c) throw new Error('the transport did not register the chain')
    return c
  }
  const head = () => client.getBlockNumber({ cacheTime: 0 })
  const decimals = (blockNumber?: bigint) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals', blockNumber })
  return { store, client, health, head, decimals }
}

/** Two nodes A and B, read through in that order. */
async function twoNodes() {
  const a = await startNode()
  const b = await startNode()
  return { a, b, ...reader([a.url, b.url]) }
}

const hits = (node: TestNode): number => node.requests.length
const methods = (node: TestNode): string[] => node.requests.flat()

/**
 * Waits until `check` passes, letting real I/O run (the nodes answer on real sockets) and, with `timers`, the faked
 * timers due now; the faked clock moves only by `stepMs` a try, up to `maxMs` in all (vi.waitFor would move it by its
 * interval at every try, without a bound).
 */
async function until(check: () => void, { timers = false, stepMs = 0, maxMs = 0 } = {}): Promise<void> {
  const started = performance.now()
  for (let moved = 0; ; moved += stepMs) {
    try {
      check()
      return
    } catch (error) {
      if (performance.now() - started > 3_000) throw error
    }
    if (timers) vi.advanceTimersByTime(moved < maxMs ? stepMs : 0)
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

/** Lets real I/O run for a few turns (for what must not have happened by then). */
async function io(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}

/** Whether the error or one of its causes is an instance of `type`. */
function causedBy(error: unknown, type: abstract new (...args: never[]) => unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof type) return true
  return false
}

describe('resilientTransport: each fault on the first URL fails over to the next within the same request', () => {
  it.each<[string, Behaviour, NodeFault]>([
    ['HTTP 500', { kind: 'status', status: 500 }, { kind: 'http', status: 500 }],
    ['HTTP 503', { kind: 'status', status: 503 }, { kind: 'http', status: 503 }],
    ['HTTP 401 (a refused key)', { kind: 'status', status: 401 }, { kind: 'http', status: 401 }],
    ['HTTP 429 without Retry-After', { kind: 'status', status: 429 }, { kind: 'rateLimited' }],
    ['a dropped connection', { kind: 'destroy' }, { kind: 'unreachable' }],
    ['invalid JSON', { kind: 'body', text: '{"jsonrpc":"2.0","id":' }, { kind: 'invalidResponse' }],
    ['a JSON-RPC error', { kind: 'rpcError', code: -32603 }, { kind: 'rpcError', code: -32603 }],
    [
      'a head that is not a block number',
      { kind: 'answer', method: 'eth_blockNumber', result: 'latest' },
      { kind: 'invalidResponse' },
    ],
    ['a head of null', { kind: 'answer', method: 'eth_blockNumber', result: null }, { kind: 'invalidResponse' }],
  ])('the head poll, %s: B answers, A is left for one poll, B stays closed', async (_name, behaviour, fault) => {
    const { a, b, head, health } = await twoNodes()
    a.behaviour = behaviour
    b.head = 123n
    const asked = Date.now()
    await expect(head()).resolves.toBe(123n)
    expect([hits(a), hits(b)]).toEqual([1, 1])
    expect(health().nodes[0]).toEqual({ failures: 1, openUntil: asked + POLL_MS, probing: false, fault })
    expect(health().nodes[1]).toEqual(healthyNode)
    expect(health().servedBy).toBe(1)
    expect(health().headFault).toBeUndefined()
  })

  it('a refused connection: B answers, A is left as unreachable', async () => {
    const b = await startNode()
    const { head, health } = reader([await refusedUrl(), b.url])
    await expect(head()).resolves.toBe(100n)
    expect(health().nodes[0]?.fault).toEqual({ kind: 'unreachable' })
    expect(health().servedBy).toBe(1)
  })

  it.each<[string, Behaviour, NodeFault]>([
    ['HTTP 502', { kind: 'status', status: 502 }, { kind: 'http', status: 502 }],
    ['HTTP 429', { kind: 'status', status: 429 }, { kind: 'rateLimited' }],
    ['a dropped connection', { kind: 'destroy' }, { kind: 'unreachable' }],
    ['invalid JSON', { kind: 'body', text: 'not json' }, { kind: 'invalidResponse' }],
  ])("a block's multicall, %s: B answers the read", async (_name, behaviour, fault) => {
    const { a, b, decimals, health } = await twoNodes()
    a.behaviour = behaviour
    await expect(decimals(100n)).resolves.toBe(18)
    expect(methods(a)).toEqual(['eth_call'])
    expect(methods(b)).toEqual(['eth_call'])
    expect(health().nodes[0]?.fault).toEqual(fault)
    expect(health().nodes[1]).toEqual(healthyNode)
  })

  it('a batch answer without the block number (malformed) is an invalid answer', async () => {
    const { a, b, head, health } = await twoNodes()
    // Polled once: the next poll asks eth_chainId and eth_blockNumber in one batch.
    await head()
    a.behaviour = { kind: 'drop', method: 'eth_blockNumber' }
    await expect(head()).resolves.toBe(100n)
    expect(a.requests[1]?.slice().sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
    expect(health().nodes[0]?.fault).toEqual({ kind: 'invalidResponse' })
    expect(hits(b)).toBe(1)
  })

  it('a chain id beside the head poll that is not a number is an invalid answer', async () => {
    const { a, head, health } = await twoNodes()
    await head()
    a.behaviour = { kind: 'answer', method: 'eth_chainId', result: 'mainnet' }
    await expect(head()).resolves.toBe(100n)
    expect(health().nodes[0]?.fault).toEqual({ kind: 'invalidResponse' })
    expect(health().servedBy).toBe(1)
  })
})

describe('resilientTransport: what is not a node fault', () => {
  it("a revert is the call's own answer: thrown to the caller, not sent to B, A stays closed", async () => {
    const { a, b, client, health } = await twoNodes()
    // A call to anything but Multicall3 reverts on these nodes.
    await expect(
      client.request({ method: 'eth_call', params: [{ to: token, data: '0x313ce567' }, 'latest'] }),
    ).rejects.toThrow(/revert/i)
    expect(hits(a)).toBe(1)
    expect(hits(b)).toBe(0)
    expect(health().nodes).toEqual([healthyNode, healthyNode])
  })

  it("a JSON-RPC error on a read is the call's own answer; the same error on the head poll is the node's", async () => {
    const { a, b, decimals, head, health } = await twoNodes()
    a.behaviour = { kind: 'rpcError', code: -32602 }
    await expect(decimals()).rejects.toThrow()
    expect(hits(b)).toBe(0)
    expect(health().nodes[0]).toEqual(healthyNode)
    await expect(head()).resolves.toBe(100n)
    expect(health().nodes[0]?.fault).toEqual({ kind: 'rpcError', code: -32602 })
  })
})

describe('resilientTransport: circuits', () => {
  it('every URL failing: the poll rejects with the last fault recorded; within the open period nothing is sent', async () => {
    const { a, b, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 500 }
    b.behaviour = { kind: 'status', status: 503 }
    await expect(head()).rejects.toThrow()
    expect([hits(a), hits(b)]).toEqual([1, 1])
    expect(health().headFault).toEqual({ kind: 'http', status: 503 })

    vi.advanceTimersByTime(POLL_MS - 1)
    const error = await head().catch((e: unknown) => e)
    expect(causedBy(error, NodesUnavailableError)).toBe(true)
    expect([hits(a), hits(b)]).toEqual([1, 1])
    expect(health().headFault).toEqual({ kind: 'http', status: 503 })
  })

  it('with none closed, the first URL whose period is over is the one probe: a success closes it and serves the poll', async () => {
    const { a, b, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 500 }
    b.behaviour = { kind: 'status', status: 500 }
    await expect(head()).rejects.toThrow()
    a.behaviour = { kind: 'healthy' }
    vi.advanceTimersByTime(POLL_MS)
    await expect(head()).resolves.toBe(100n)
    expect([hits(a), hits(b)]).toEqual([2, 1])
    expect(health().nodes[0]).toEqual(healthyNode)
    expect(health().servedBy).toBe(0)
    expect(health().nodes[1]?.fault).toEqual({ kind: 'http', status: 500 })
  })

  it('a probe that fails again reopens the circuit for another period, the failures counted', async () => {
    const { a, b, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 500 }
    b.behaviour = { kind: 'status', status: 500 }
    await expect(head()).rejects.toThrow()
    vi.advanceTimersByTime(POLL_MS)
    const probedAt = Date.now()
    await expect(head()).rejects.toThrow()
    // A alone went out (the probe); B's period is over too but one probe at a time is tried.
    expect([hits(a), hits(b)]).toEqual([2, 1])
    expect(health().nodes[0]).toEqual({
      failures: 2,
      openUntil: probedAt + POLL_MS,
      probing: false,
      fault: { kind: 'http', status: 500 },
    })
  })

  it('a recovered A is probed beside the poll B answers, closes, and serves the poll after', async () => {
    const { a, b, head, health } = await twoNodes()
    a.behaviour = { kind: 'destroy' }
    await head()
    expect(health().nodes[0]?.fault).toEqual({ kind: 'unreachable' })

    // Within the open period A is not asked.
    vi.advanceTimersByTime(POLL_MS - 1)
    await head()
    expect([hits(a), hits(b)]).toEqual([1, 2])

    a.behaviour = { kind: 'healthy' }
    vi.advanceTimersByTime(1)
    await head()
    expect(health().servedBy).toBe(1)
    await until(() => expect(health().nodes[0]).toEqual(healthyNode))
    expect(hits(a)).toBe(2)

    await head()
    expect(health().servedBy).toBe(0)
    expect(hits(b)).toBe(3)
  })

  it('a second poll while the probe is in flight does not probe again', async () => {
    const { a, b, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 500 }
    await head()
    a.behaviour = { kind: 'hang' }
    vi.advanceTimersByTime(POLL_MS)
    await head()
    expect(health().nodes[0]?.probing).toBe(true)
    await head()
    await head()
    await io()
    expect(hits(a)).toBe(2)
    expect(hits(b)).toBe(4)
    expect(health().nodes[0]?.probing).toBe(true)
  })

  it('a read with no URL closed goes to the one whose period is over, as its probe, and closes it', async () => {
    const { a, b, decimals, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 500 }
    b.behaviour = { kind: 'status', status: 500 }
    await expect(head()).rejects.toThrow()
    a.behaviour = { kind: 'healthy' }
    const error = await decimals(100n).catch((e: unknown) => e)
    expect(causedBy(error, NodesUnavailableError)).toBe(true)
    expect([hits(a), hits(b)]).toEqual([1, 1])
    vi.advanceTimersByTime(POLL_MS)
    await expect(decimals(100n)).resolves.toBe(18)
    expect(methods(a)).toEqual(['eth_blockNumber', 'eth_call'])
    expect(hits(b)).toBe(1)
    expect(health().nodes[0]).toEqual(healthyNode)
  })

  it('a read skips an open URL and does not probe it beside itself', async () => {
    const { a, b, decimals, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 500 }
    await head()
    a.behaviour = { kind: 'healthy' }
    await expect(decimals(100n)).resolves.toBe(18)
    expect(hits(a)).toBe(1)
    expect(methods(b)).toEqual(['eth_blockNumber', 'eth_call'])
    expect(health().nodes[0]?.fault).toEqual({ kind: 'http', status: 500 })
  })
})

describe('resilientTransport: Retry-After', () => {
  it.each<[string, (now: number) => string, number]>([
    ['in seconds, past the poll interval', () => '5', 5_000],
    ['in seconds, under the poll interval (the poll is the floor)', () => '0', POLL_MS],
    ['as an HTTP date', (now) => new Date(now + 7_000).toUTCString(), 7_000],
    ['past the one-minute cap', () => '3600', 60_000],
  ])('%s: A is left that long, then probed and closed', async (_name, retryAfter, periodMs) => {
    // A whole second, so an HTTP date (which has no milliseconds) names an exact offset from it.
    vi.setSystemTime(Date.UTC(2026, 0, 1, 12, 0, 0))
    const { a, b, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 429, headers: { 'Retry-After': retryAfter(Date.now()) } }
    await head()
    expect(health().nodes[0]).toMatchObject({ fault: { kind: 'rateLimited' }, openUntil: Date.now() + periodMs })
    a.behaviour = { kind: 'healthy' }

    vi.advanceTimersByTime(periodMs - 1)
    await head()
    expect(hits(a)).toBe(1)

    vi.advanceTimersByTime(1)
    await head()
    await until(() => expect(health().nodes[0]).toEqual(healthyNode))
    expect(hits(a)).toBe(2)
    expect(hits(b)).toBe(3)
  })

  it('a 503 with Retry-After is honoured as well', async () => {
    const { a, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 503, headers: { 'Retry-After': '3' } }
    await head()
    expect(health().nodes[0]).toMatchObject({ fault: { kind: 'http', status: 503 }, openUntil: Date.now() + 3_000 })
  })
})

/**
 * A's open period passes: the probe beside the next poll (A's first poll since it was left) has its chain checked,
 * eth_chainId in the same request, and closes A, which serves the poll after.
 */
async function probeClosesA(a: TestNode, head: () => Promise<bigint>, health: () => ChainHealth): Promise<void> {
  vi.advanceTimersByTime(POLL_MS)
  await head()
  await until(() => expect(health().nodes[0]).toEqual(healthyNode))
  expect(a.requests[2]?.slice().sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
  await head()
  expect(health().servedBy).toBe(0)
}

describe("resilientTransport: the node's chain", () => {
  it('the first poll asks the block number alone, the next asks the chain id in the same HTTP request', async () => {
    const { a, b, head } = await twoNodes()
    await head()
    expect(a.requests).toEqual([['eth_blockNumber']])
    await head()
    expect(a.requests[1]?.slice().sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
    expect(hits(b)).toBe(0)
  })

  it("a block's multicall goes out as viem made it, and proves nothing: every poll after the first asks the chain id", async () => {
    const { a, decimals, head, health } = await twoNodes()
    await head()
    await expect(decimals(100n)).resolves.toBe(18)
    expect(a.requests).toEqual([['eth_blockNumber'], ['eth_call']])
    // The one read and nothing added: no chain check inside the calldata.
    expect(a.aggregated).toEqual([[expect.objectContaining({ target: token, callData: '0x313ce567' })]])
    await head()
    await head()
    expect(a.requests.slice(2).map((batch) => batch.slice().sort())).toEqual([
      ['eth_blockNumber', 'eth_chainId'],
      ['eth_blockNumber', 'eth_chainId'],
    ])
    expect(health().nodes[0]).toEqual(healthyNode)
  })

  it('another chain id beside the head poll: A is left as wrongChain and B answers', async () => {
    const { a, b, head, health } = await twoNodes()
    await head()
    a.chainId = 1
    await expect(head()).resolves.toBe(100n)
    expect(health().nodes[0]).toMatchObject({ failures: 1, fault: { kind: 'wrongChain', chainId: 1 } })
    expect(health().servedBy).toBe(1)
    expect(hits(b)).toBe(1)
  })

  it.each<[string, Behaviour, NodeFault]>([
    ['another chain id', { kind: 'answer', method: 'eth_chainId', result: '0x1' }, { kind: 'wrongChain', chainId: 1 }],
    ['a chain id of null', { kind: 'answer', method: 'eth_chainId', result: null }, { kind: 'invalidResponse' }],
    ['the chain id left out of the batch', { kind: 'drop', method: 'eth_chainId' }, { kind: 'invalidResponse' }],
    [
      'a JSON-RPC error on the chain id alone',
      { kind: 'rpcErrorOn', method: 'eth_chainId', code: -32000 },
      { kind: 'rpcError', code: -32000 },
    ],
  ])(
    "the chain check in the poll's batch, %s: B answers at once, and A's probe closes it once its answer is right",
    async (_name, behaviour, fault) => {
      const { a, b, head, health } = await twoNodes()
      await head()
      a.behaviour = behaviour
      b.head = 101n
      await expect(head()).resolves.toBe(101n)
      expect(a.requests[1]?.slice().sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
      expect(health().nodes[0]).toMatchObject({ failures: 1, fault })
      expect(health().servedBy).toBe(1)

      a.behaviour = { kind: 'healthy' }
      await probeClosesA(a, head, health)
    },
  )

  it("another chain found at A's second poll: B answers, and the head A gave unchecked at first contact is taken back", async () => {
    const { a, b, store, head, health } = await twoNodes()
    a.chainId = 1
    a.head = 5_000n
    const block = await head()
    expect(block).toBe(5_000n)
    store.getState().headOk(CHAIN_ID, block, Date.now())
    await expect(head()).resolves.toBe(100n)
    expect(methods(b)).toEqual(['eth_blockNumber'])
    expect(health()).toMatchObject({
      head: undefined,
      headOkAt: undefined,
      headFault: { kind: 'wrongChain', chainId: 1 },
      servedBy: 1,
    })
    expect(health().nodes[0]?.fault).toEqual({ kind: 'wrongChain', chainId: 1 })
    // The chain's block number follows B, below the number taken back.
    expect(store.getState().headOk(CHAIN_ID, 100n, Date.now())).toBe(100n)
  })

  it('an unchecked head another URL has passed since is not taken back from it, nor its time', async () => {
    const { a, b, store, head, health } = await twoNodes()
    a.chainId = 1
    a.head = 90n
    store.getState().headOk(CHAIN_ID, await head(), Date.now())
    // A's second poll fails before its chain is checked; B (first contact) answers further on.
    a.behaviour = { kind: 'status', status: 500 }
    b.head = 120n
    store.getState().headOk(CHAIN_ID, await head(), Date.now())
    const okAt = health().headOkAt
    a.behaviour = { kind: 'healthy' }
    vi.advanceTimersByTime(POLL_MS)
    await head()
    // A's probe found the other chain: A stays left, B's head and time stand.
    await until(() => expect(health().nodes[0]?.fault).toEqual({ kind: 'wrongChain', chainId: 1 }))
    expect(health()).toMatchObject({ head: 120n, headOkAt: okAt })
  })

  it('a multicall answered 0x (no Multicall3: maybe another chain) fails that read alone; the next poll checks A', async () => {
    const { a, b, decimals, head, health } = await twoNodes()
    a.hasMulticall = false
    a.chainId = 10
    await head()
    await expect(decimals(100n)).rejects.toThrow()
    expect(hits(b)).toBe(0)
    expect(health().nodes[0]).toEqual(healthyNode)
    await expect(head()).resolves.toBe(100n)
    expect(a.requests.slice(0, 2)).toEqual([['eth_blockNumber'], ['eth_call']])
    expect(a.requests[2]?.slice().sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
    expect(health().nodes[0]?.fault).toEqual({ kind: 'wrongChain', chainId: 10 })
    expect(health().servedBy).toBe(1)
  })

  it('the chain id correct again: the probe after the open period closes A', async () => {
    const { a, head, health } = await twoNodes()
    await head()
    a.chainId = 1
    await head()
    expect(health().nodes[0]?.fault).toEqual({ kind: 'wrongChain', chainId: 1 })
    a.chainId = CHAIN_ID
    await probeClosesA(a, head, health)
  })

  it('every URL on another chain: the head poll records wrongChain, and keeps it while none can be asked', async () => {
    const { a, b, head, health } = await twoNodes()
    // A's second poll asks its chain id; B's first contact will not, its second will.
    await head()
    await head()
    a.chainId = 1
    b.chainId = 1
    vi.advanceTimersByTime(POLL_MS)
    await head()
    vi.advanceTimersByTime(POLL_MS)
    await expect(head()).rejects.toThrow()
    expect(health().headFault).toEqual({ kind: 'wrongChain', chainId: 1 })
    // A's probe beside that poll failed too.
    await until(() => expect(health().nodes[0]).toMatchObject({ failures: 2, probing: false }))
    const sent = hits(a) + hits(b)
    const error = await head().catch((e: unknown) => e)
    expect(causedBy(error, NodesUnavailableError)).toBe(true)
    expect(hits(a) + hits(b)).toBe(sent)
    expect(health().headFault).toEqual({ kind: 'wrongChain', chainId: 1 })
  })
})

describe('resilientTransport: a URL left for lagging', () => {
  it('its probe still behind the chain: left for ten more polls; caught up: closed', async () => {
    const { a, store, head, health } = await twoNodes()
    store.getState().nodeFault(CHAIN_ID, 0, { kind: 'frozen' }, Date.now(), POLL_MS, 10 * POLL_MS)
    store.getState().headOk(CHAIN_ID, 200n, Date.now())
    vi.advanceTimersByTime(10 * POLL_MS)
    await head()
    await until(() => expect(health().nodes[0]).toMatchObject({ fault: { kind: 'frozen' }, probing: false }))
    expect(hits(a)).toBe(1)
    expect(health().nodes[0]?.openUntil).toBe(Date.now() + 10 * POLL_MS)

    a.head = 200n
    vi.advanceTimersByTime(10 * POLL_MS)
    await head()
    await until(() => expect(health().nodes[0]).toEqual(healthyNode))
    expect(hits(a)).toBe(2)
  })
})

describe('resilientTransport under the head query: a head that stopped when a block was due', () => {
  const timing: ChainTiming = { pollMs: POLL_MS, blockTimeMs: POLL_MS }

  /** A and B at block 100, the chain's head seen moving to it now (a later poll, not the first: no first-block wait). */
  async function polling() {
    const nodes = await twoNodes()
    nodes.store.getState().headOk(CHAIN_ID, 100n, Date.now())
    const queryClient = new QueryClient()
    const poll = () =>
      queryClient.fetchQuery({
        ...headQueryOptions(nodes.client, CHAIN_ID, { store: nodes.store, timing: () => timing }),
        staleTime: 0,
      })
    return { ...nodes, poll }
  }

  it('A, unmoved past demoteAfter, is left for ten polls when B is further on; B serves the poll at once', async () => {
    const { a, b, poll, health } = await polling()
    await expect(poll()).resolves.toBe(100n)
    expect(health().servedBy).toBe(0)
    b.head = 103n
    vi.advanceTimersByTime(demoteAfter(timing))
    await expect(poll()).resolves.toBe(100n)
    expect(hits(b)).toBe(0)

    vi.advanceTimersByTime(1)
    await expect(poll()).resolves.toBe(103n)
    expect(health()).toMatchObject({ head: 103n, servedBy: 1, headAdvancedAt: Date.now() })
    expect(health().nodes[0]).toMatchObject({ fault: { kind: 'frozen' }, openUntil: Date.now() + 10 * POLL_MS })
    expect(hits(a)).toBe(3)
    expect(hits(b)).toBe(1)
  })

  it('a quiet chain (B at the same block): A keeps its place and the head stays where it was', async () => {
    const { a, b, poll, health } = await polling()
    await poll()
    const advancedAt = health().headAdvancedAt
    vi.advanceTimersByTime(demoteAfter(timing) + 1)
    await expect(poll()).resolves.toBe(100n)
    expect(hits(b)).toBe(1)
    expect(health().nodes[0]).toEqual(healthyNode)
    expect(health().headAdvancedAt).toBe(advancedAt)
    await poll()
    expect(hits(a)).toBe(3)
  })
})

describe('resilientTransport: a node that hangs (timers faked)', () => {
  beforeEach(() => {
    vi.useRealTimers()
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  })
  const timers = { timers: true }

  it(`the head poll leaves A after exactly HEAD_TIMEOUT_MS (${HEAD_TIMEOUT_MS} ms) and B answers`, async () => {
    const { a, b, head, health } = await twoNodes()
    a.behaviour = { kind: 'hang' }
    let block: bigint | undefined
    void head().then((n) => (block = n))
    await until(() => expect(hits(a)).toBe(1), timers)
    vi.advanceTimersByTime(HEAD_TIMEOUT_MS - 1)
    await io()
    expect(hits(b)).toBe(0)
    expect(health().nodes[0]).toEqual(healthyNode)
    vi.advanceTimersByTime(1)
    await until(() => expect(block).toBe(100n), timers)
    expect(health().nodes[0]?.fault).toEqual({ kind: 'timeout' })
    expect(health().servedBy).toBe(1)
  })

  it('a probe that hangs is not in the way of the poll B answers, and reopens A when it times out', async () => {
    const { a, b, head, health } = await twoNodes()
    a.behaviour = { kind: 'status', status: 500 }
    let block: bigint | undefined
    void head().then((n) => (block = n))
    await until(() => expect(block).toBe(100n), timers)
    a.behaviour = { kind: 'hang' }
    vi.advanceTimersByTime(POLL_MS)
    block = undefined
    void head().then((n) => (block = n))
    // B answers without the clock moving: the hanging probe did not delay it.
    await until(() => {
      expect(block).toBe(100n)
      expect(hits(a)).toBe(2)
    }, timers)
    expect(hits(b)).toBe(2)
    expect(health().nodes[0]?.probing).toBe(true)
    vi.advanceTimersByTime(HEAD_TIMEOUT_MS)
    await until(() => expect(health().nodes[0]).toMatchObject({ failures: 2, probing: false }), timers)
    expect(health().nodes[0]?.fault).toEqual({ kind: 'timeout' })
  })

  it(`a read that hangs is given READ_TIMEOUT_MS (${READ_TIMEOUT_MS} ms), not the head poll's time, before B`, async () => {
    const { a, b, decimals, health } = await twoNodes()
    a.behaviour = { kind: 'hang' }
    let result: number | undefined
    void decimals(100n).then((n) => (result = n))
    // The read waits for the block's other multicalls, and its connection for undici's timers: time moves in steps,
    // at most 2 s in all, until A has it. Its timeout runs from within those 2 s.
    await until(() => expect(hits(a)).toBe(1), { timers: true, stepMs: 100, maxMs: 2_000 })
    // Well past the head poll's timeout, short of the read's.
    vi.advanceTimersByTime(READ_TIMEOUT_MS - 2_100)
    await io()
    expect(hits(b)).toBe(0)
    expect(health().nodes[0]).toEqual(healthyNode)
    vi.advanceTimersByTime(2_100)
    await until(() => expect(result).toBe(18), timers)
    expect(health().nodes[0]?.fault).toEqual({ kind: 'timeout' })
  })

  it('a URL whose probe answers while the poll hangs on the other is asked before the poll gives up', async () => {
    const { a, b, store, head, health } = await twoNodes()
    // B failed a poll ago: the next poll goes to A, with B probed beside it.
    store.getState().nodeFault(CHAIN_ID, 1, { kind: 'unreachable' }, Date.now() - POLL_MS, POLL_MS)
    a.behaviour = { kind: 'hang' }
    let outcome: { block: bigint } | { error: unknown } | undefined
    void head().then(
      (block) => (outcome = { block }),
      (error: unknown) => (outcome = { error }),
    )
    await until(() => {
      expect(hits(a)).toBe(1)
      expect(health().nodes[1]).toEqual(healthyNode)
    }, timers)
    expect(outcome).toBeUndefined()
    vi.advanceTimersByTime(HEAD_TIMEOUT_MS)
    await until(() => expect(outcome).toEqual({ block: 100n }), timers)
    expect(health().nodes[0]?.fault).toEqual({ kind: 'timeout' })
    expect(health().servedBy).toBe(1)
    expect(health().headFault).toBeUndefined()
    // B: the probe, then the poll.
    expect(hits(b)).toBe(2)
  })
})
