import { type IncomingMessage, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  type Hex,
  type PublicClient,
  createPublicClient,
  decodeFunctionData,
  erc20Abi,
  multicall3Abi,
} from 'viem'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainTiming } from '@/config/chains'
import { devnetChain, devnetClient, devnetManifest, tokenAddress } from '../../../../devnet/test/client'
import { multicallBatch } from '../multicallBatch'
import { headQueryOptions } from '../useLatestBlockNumber'
import { type ChainHealth, createChainHealthStore } from './chainHealthStore'
import { demoteAfter, freshness } from './freshness'
import { healthyNode } from './nodeCircuit'
import type { NodeFault } from './nodeFault'
import { HEAD_TIMEOUT_MS, NodesUnavailableError, resilientTransport } from './resilientTransport'

const manifest = devnetManifest()
const chainId = manifest.chainId
const trader: Address = manifest.accounts[0]!.address
const dai = tokenAddress(manifest, 'DAI')
/** The devnet node itself, past the proxies. */
const direct = devnetClient(manifest)
const POLL_MS = 200
/** How long a side effect (a probe beside the poll) may take to land on a busy machine. */
const SETTLE = { timeout: 3_000 }

/** What a proxy does with the next requests. */
type Behaviour =
  | { kind: 'pass' }
  | { kind: 'status'; status: number; headers?: Record<string, string> }
  | { kind: 'destroy' }
  | { kind: 'hang' }
  | { kind: 'invalidJson' }
  | { kind: 'rpcError'; code: number }
  | { kind: 'chainId'; id: string }
  | { kind: 'frozenAt'; block: bigint }

interface RpcMessage {
  id?: unknown
  method?: unknown
  params?: unknown
}

interface Proxy {
  url: string
  behaviour: Behaviour
  /** HTTP requests received. */
  hits: number
  /** JSON-RPC methods received, in order. */
  methods: string[]
  /** Sees the calldata of each `eth_call` received. */
  onCall: (data: Hex) => void
  close(): Promise<void>
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const messagesOf = (body: unknown): RpcMessage[] =>
  (Array.isArray(body) ? body : [body]).filter((m): m is RpcMessage => typeof m === 'object' && m !== null)

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/** A local HTTP proxy in front of the devnet node, whose behaviour the test switches. */
async function startProxy(): Promise<Proxy> {
  const proxy: Proxy = {
    url: '',
    behaviour: { kind: 'pass' },
    hits: 0,
    methods: [],
    onCall: () => undefined,
    close: async () => undefined,
  }
  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req)
      const body: unknown = JSON.parse(text)
      const messages = messagesOf(body)
      proxy.hits++
      proxy.methods.push(...messages.map((m) => String(m.method)))
      for (const m of messages) {
        const data =
          m.method === 'eth_call' && Array.isArray(m.params) ? (m.params[0] as { data?: Hex })?.data : undefined
        if (data) proxy.onCall(data)
      }
      const behaviour = proxy.behaviour
      switch (behaviour.kind) {
        case 'status':
          res.writeHead(behaviour.status, { 'Content-Type': 'text/plain', ...behaviour.headers })
          res.end('node unwell')
          return
        case 'destroy':
          req.socket.destroy()
          return
        case 'hang':
          return
        case 'invalidJson':
          res.writeHead(200, { 'Content-Type': 'application/json' })
          res.end('{"jsonrpc":"2.0","id":')
          return
        case 'rpcError': {
          const errors = messages.map((m) => ({
            jsonrpc: '2.0',
            id: m.id,
            error: { code: behaviour.code, message: 'node error' },
          }))
          json(res, 200, Array.isArray(body) ? errors : errors[0])
          return
        }
        case 'pass':
        case 'chainId':
        case 'frozenAt': {
          const upstream = await fetch(manifest.rpcUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: text,
          })
          let answer: unknown = await upstream.json()
          if (behaviour.kind === 'frozenAt') {
            const frozen = `0x${behaviour.block.toString(16)}`
            const rewrite = (a: unknown): unknown => {
              if (typeof a !== 'object' || a === null || !('id' in a)) return a
              return messages.find((m) => m.id === a.id)?.method === 'eth_blockNumber' ? { ...a, result: frozen } : a
            }
            answer = Array.isArray(answer) ? answer.map(rewrite) : rewrite(answer)
          }
          if (behaviour.kind === 'chainId') {
            const rewrite = (a: unknown): unknown => {
              if (typeof a !== 'object' || a === null || !('id' in a) || !('result' in a)) return a
              const message = messages.find((m) => m.id === a.id)
              return message?.method === 'eth_chainId' ? { ...a, result: behaviour.id } : a
            }
            answer = Array.isArray(answer) ? answer.map(rewrite) : rewrite(answer)
          }
          json(res, upstream.status, answer)
        }
      }
    })().catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return proxy
}

const proxies: Proxy[] = []
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((p) => p.close()))
})

/** Two proxies A and B in front of the devnet, a client reading through both, and a clock the test can move on. */
async function setup() {
  const a = await startProxy()
  const b = await startProxy()
  proxies.push(a, b)
  const store = createChainHealthStore()
  const clock = { offset: 0 }
  const now = (): number => Date.now() + clock.offset
  // Reads batch into multicalls as the app's do (wagmiConfig).
  const client: PublicClient = createPublicClient({
    chain: devnetChain(manifest),
    batch: { multicall: multicallBatch },
    transport: resilientTransport([a.url, b.url], { chainId, pollMs: POLL_MS, store, now }),
  })
  const chain = (): ChainHealth => {
    const c = store.getState().chains[chainId]
    if (!c) throw new Error('the transport did not register the chain')
    return c
  }
  const head = () => client.getBlockNumber({ cacheTime: 0 })
  return { a, b, store, client, chain, head, now, clock }
}

/** Whether the error or one of its causes is an instance of `type`. */
function causedBy(error: unknown, type: abstract new (...args: never[]) => unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof type) return true
  return false
}

describe('resilientTransport on the devnet', () => {
  it('all healthy: the first URL answers the head poll, the second is not asked; the poll after the first asks the chain id in the same batch', async () => {
    const { a, b, chain, head } = await setup()
    const before = await createPublicClient({
      chain: devnetChain(manifest),
      transport: resilientTransport([manifest.rpcUrl], { chainId, pollMs: POLL_MS, store: createChainHealthStore() }),
    }).getBlockNumber()
    const block = await head()
    expect(block).toBeGreaterThanOrEqual(before)
    // The first contact: the block number alone (its chain is checked at the next poll).
    expect(a.methods).toEqual(['eth_blockNumber'])
    expect(b.hits).toBe(0)
    expect(chain().servedBy).toBe(0)
    expect(chain().nodes).toEqual([healthyNode, healthyNode])
    await head()
    expect(a.hits).toBe(2)
    expect([...a.methods.slice(1)].sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
  })

  it("a cold start costs one block number and one multicall holding the block's reads alone; every later poll asks the chain id in its batch", async () => {
    const { a, client, chain, head } = await setup()
    const blockNumber = await head()
    const sent: Hex[] = []
    a.onCall = (data) => sent.push(data)
    const reads = [
      client.readContract({ address: dai, abi: erc20Abi, functionName: 'balanceOf', args: [trader], blockNumber }),
      client.readContract({ address: dai, abi: erc20Abi, functionName: 'decimals', blockNumber }),
      client.readContract({
        address: manifest.contracts.multicall,
        abi: multicall3Abi,
        functionName: 'getEthBalance',
        args: [trader],
        blockNumber,
      }),
    ]
    const [balance, decimals, eth] = await Promise.all(reads)
    expect(decimals).toBe(18)
    expect(typeof balance).toBe('bigint')
    expect(eth).toBeGreaterThan(0n)
    // One round trip each: the head poll, then the block's three reads in one eth_call, nothing added to them.
    expect(a.hits).toBe(2)
    expect(a.methods).toEqual(['eth_blockNumber', 'eth_call'])
    expect(sent.map((data) => decodeFunctionData({ abi: multicall3Abi, data }).args[0]?.length)).toEqual([3])
    await head()
    await head()
    expect([...a.methods.slice(2, 4)].sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
    expect([...a.methods.slice(4)].sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
    expect(chain().nodes).toEqual([healthyNode, healthyNode])
  })

  it.each<[string, Behaviour, NodeFault]>([
    ['HTTP 500', { kind: 'status', status: 500 }, { kind: 'http', status: 500 }],
    ['HTTP 429', { kind: 'status', status: 429 }, { kind: 'rateLimited' }],
    ['a dropped connection', { kind: 'destroy' }, { kind: 'unreachable' }],
    ['invalid JSON', { kind: 'invalidJson' }, { kind: 'invalidResponse' }],
    ['a JSON-RPC error on the head poll', { kind: 'rpcError', code: -32603 }, { kind: 'rpcError', code: -32603 }],
  ])(
    'a fault on A (%s) fails over to B within the same request; A is left open, B closed',
    async (_name, behaviour, fault) => {
      const { a, b, chain, head, now } = await setup()
      a.behaviour = behaviour
      const block = await head()
      expect(typeof block).toBe('bigint')
      expect(a.hits).toBe(1)
      expect(b.hits).toBe(1)
      expect(chain().servedBy).toBe(1)
      expect(chain().nodes[1]).toEqual(healthyNode)
      expect(chain().nodes[0]).toMatchObject({ failures: 1, fault })
      expect(chain().nodes[0]!.openUntil).toBeGreaterThan(now())
      expect(chain().headFault).toBeUndefined()
    },
  )

  it('reads fail over too: an eth_call answered with HTTP 502 by A is answered by B', async () => {
    const { a, b, client, chain } = await setup()
    a.behaviour = { kind: 'status', status: 502 }
    await expect(client.readContract({ address: dai, abi: erc20Abi, functionName: 'decimals' })).resolves.toBe(18)
    expect(a.methods).toEqual(['eth_call'])
    expect(b.methods).toEqual(['eth_call'])
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'http', status: 502 })
  })

  it('both failing: the request rejects; within the open period the next sends nothing; after it only one probe goes out', async () => {
    const { a, b, chain, head, clock } = await setup()
    a.behaviour = { kind: 'status', status: 500 }
    b.behaviour = { kind: 'status', status: 503 }
    await expect(head()).rejects.toThrow()
    expect([a.hits, b.hits]).toEqual([1, 1])
    expect(chain().headFault).toEqual({ kind: 'http', status: 503 })

    const second = await head().catch((error: unknown) => error)
    expect(causedBy(second, NodesUnavailableError)).toBe(true)
    expect([a.hits, b.hits]).toEqual([1, 1])

    // The open period (one poll) is over: A alone is tried, as the probe, and fails again.
    clock.offset += POLL_MS
    await expect(head()).rejects.toThrow()
    expect([a.hits, b.hits]).toEqual([2, 1])
    expect(chain().nodes[0]).toMatchObject({ failures: 2, probing: false })
  })

  it('Retry-After keeps A untried for as long as it asks, past the poll interval', async () => {
    const { a, b, chain, head, clock, now } = await setup()
    a.behaviour = { kind: 'status', status: 429, headers: { 'Retry-After': '2' } }
    // Measured from before the request: on a loaded machine the round trip itself can take a few hundred ms.
    const asked = now()
    await head()
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'rateLimited' })
    expect(chain().nodes[0]!.openUntil - asked).toBeGreaterThanOrEqual(2_000)
    a.behaviour = { kind: 'pass' }

    clock.offset += 5 * POLL_MS
    await head()
    expect(a.hits).toBe(1)
    expect(b.hits).toBe(2)

    // Past Retry-After, A is probed beside the poll B answers, and closes again.
    clock.offset += 2_000
    await head()
    expect(b.hits).toBe(3)
    await vi.waitFor(() => expect(chain().nodes[0]).toEqual(healthyNode), SETTLE)
    expect(a.hits).toBe(2)
  })

  it('a hang on A is left after HEAD_TIMEOUT_MS and B answers', async () => {
    const { a, b, chain, head } = await setup()
    a.behaviour = { kind: 'hang' }
    const started = performance.now()
    const block = await head()
    const elapsed = performance.now() - started
    expect(typeof block).toBe('bigint')
    expect(elapsed).toBeGreaterThanOrEqual(HEAD_TIMEOUT_MS - 50)
    expect(elapsed).toBeLessThan(2 * HEAD_TIMEOUT_MS)
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'timeout' })
    expect(chain().servedBy).toBe(1)
    expect(b.hits).toBe(1)
  })

  it('a URL whose probe answers while the poll hangs on the other is asked before the poll gives up', async () => {
    const { a, b, store, chain, head, now } = await setup()
    // B failed a poll ago: its open period is just over, so the next poll goes to A with B probed beside it.
    store.getState().nodeFault(chainId, 1, { kind: 'unreachable' }, now() - POLL_MS - 1, POLL_MS)
    a.behaviour = { kind: 'hang' }
    const block = await head()
    // B's probe closed it long before A timed out; the poll took B's answer rather than failing.
    expect(typeof block).toBe('bigint')
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'timeout' })
    expect(chain().nodes[1]).toEqual(healthyNode)
    expect(chain().servedBy).toBe(1)
    expect(chain().headFault).toBeUndefined()
    // B: the probe, then the poll.
    expect(b.hits).toBe(2)
  })

  it('the head poll leaves a URL whose head stopped when a block was due for one further on, and keeps it where the chain is quiet', async () => {
    const { a, b, store, client, chain } = await setup()
    // The devnet's timing (a block a second), with this test's poll interval.
    const timing: ChainTiming = { pollMs: POLL_MS, blockTimeMs: 1_000 }
    const queryClient = new QueryClient()
    const poll = () =>
      queryClient.fetchQuery({ ...headQueryOptions(client, chainId, { store, timing: () => timing }), staleTime: 0 })
    const dueAgain = () =>
      vi.waitFor(() => expect(Date.now() - chain().headAdvancedAt!).toBeGreaterThan(demoteAfter(timing)), SETTLE)

    const first = await poll()
    expect(chain().servedBy).toBe(0)
    a.behaviour = { kind: 'frozenAt', block: first }
    // The chain has moved on (a block a second), and a block was due at A's last answer.
    await vi.waitFor(async () => expect(await direct.getBlockNumber({ cacheTime: 0 })).toBeGreaterThan(first), SETTLE)
    await dueAgain()
    const bHits = b.hits
    // A's answer has not moved: A is left, B is asked at once and is further on.
    const next = await poll()
    expect(next).toBeGreaterThan(first)
    expect(chain()).toMatchObject({ head: next, servedBy: 1 })
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'frozen' })
    expect(b.hits).toBe(bHits + 1)

    // A quiet chain (both URLs at the same block): A is asked again, found not behind, and keeps its place.
    const quiet = await setup()
    const quietClient = new QueryClient()
    const quietPoll = () =>
      quietClient.fetchQuery({
        ...headQueryOptions(quiet.client, chainId, { store: quiet.store, timing: () => timing }),
        staleTime: 0,
      })
    const block = await quietPoll()
    quiet.a.behaviour = { kind: 'frozenAt', block }
    quiet.b.behaviour = { kind: 'frozenAt', block }
    await vi.waitFor(
      () => expect(Date.now() - quiet.chain().headAdvancedAt!).toBeGreaterThan(demoteAfter(timing)),
      SETTLE,
    )
    expect(await quietPoll()).toBe(block)
    expect(quiet.b.hits).toBe(1)
    expect(quiet.chain().nodes[0]).toEqual(healthyNode)
    expect(quiet.chain().headAdvancedAt).toBeLessThan(Date.now() - demoteAfter(timing))
  })

  it(`reads of the same block made apart within viem's window (${multicallBatch.wait} ms) go out as one eth_call; another block's apart`, async () => {
    const { a, client, head } = await setup()
    const blockNumber = await head()
    const decimals = client.readContract({ address: dai, abi: erc20Abi, functionName: 'decimals', blockNumber })
    await new Promise((resolve) => setTimeout(resolve, multicallBatch.wait / 2))
    const symbol = client.readContract({ address: dai, abi: erc20Abi, functionName: 'symbol', blockNumber })
    const other = client.readContract({
      address: dai,
      abi: erc20Abi,
      functionName: 'decimals',
      blockNumber: blockNumber - 1n,
    })
    expect(await decimals).toBe(18)
    expect(await symbol).toBe('DAI')
    expect(await other).toBe(18)
    // One eth_call per block: the two of the same block together, the older block's apart.
    expect(a.methods).toEqual(['eth_blockNumber', 'eth_call', 'eth_call'])
  })

  it('a node answering for another chain is marked wrongChain by the chain id asked beside its head poll; when every node does, the head poll records it', async () => {
    const { a, chain, head } = await setup()
    // Polled before: the next poll asks its chain id.
    await head()
    a.behaviour = { kind: 'chainId', id: '0x1' }
    await head()
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'wrongChain', chainId: 1 })
    expect(chain().servedBy).toBe(1)

    const both = await setup()
    await both.head()
    both.a.behaviour = { kind: 'chainId', id: '0x1' }
    both.b.behaviour = { kind: 'chainId', id: '0x1' }
    // B's first contact asks no chain id: its block number stands until B's next poll checks it.
    const block = await both.head()
    both.store.getState().headOk(chainId, block, both.now())
    both.clock.offset += POLL_MS
    await expect(both.head()).rejects.toThrow()
    expect(both.chain()).toMatchObject({ head: undefined, headFault: { kind: 'wrongChain', chainId: 1 } })
    // A's probe beside that poll found the same.
    await vi.waitFor(
      () =>
        expect(both.chain().nodes.map((node) => node.fault)).toEqual([
          { kind: 'wrongChain', chainId: 1 },
          { kind: 'wrongChain', chainId: 1 },
        ]),
      SETTLE,
    )
  })

  it('every URL left, one for lagging and one for another chain: a head poll that can ask none keeps the wrong chain as its fault', async () => {
    const { b, chain, head, store, now } = await setup()
    // A was left for a frozen head (ten polls); B answers for chain 1, found at its second poll.
    store.getState().nodeFault(chainId, 0, { kind: 'frozen' }, now(), POLL_MS, 10 * POLL_MS)
    b.behaviour = { kind: 'chainId', id: '0x1' }
    store.getState().pollStarted(chainId, now())
    const blockNumber = await head()
    store.getState().headOk(chainId, blockNumber, now())
    await expect(head()).rejects.toThrow()
    expect(chain().headFault).toEqual({ kind: 'wrongChain', chainId: 1 })
    const hits = b.hits
    const error = await head().catch((e: unknown) => e)
    expect(causedBy(error, NodesUnavailableError)).toBe(true)
    expect(b.hits).toBe(hits)
    expect(chain().headFault).toEqual({ kind: 'wrongChain', chainId: 1 })
    expect(freshness(chain(), { pollMs: POLL_MS, blockTimeMs: POLL_MS }, now() + 3 * POLL_MS)).toEqual({
      kind: 'wrongChain',
      nodeChainId: 1,
    })
  })

  it('a node of another chain found at its second poll: B answers, and the head A gave unchecked counts as a failed poll and is forgotten', async () => {
    const { a, b, chain, head, store, now } = await setup()
    a.behaviour = { kind: 'chainId', id: '0x1' }
    const blockNumber = await head()
    store.getState().headOk(chainId, blockNumber, now())
    const next = await head()
    expect(next).toBeGreaterThanOrEqual(blockNumber)
    expect([...a.methods.slice(1)].sort()).toEqual(['eth_blockNumber', 'eth_chainId'])
    expect(b.methods).toEqual(['eth_blockNumber'])
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'wrongChain', chainId: 1 })
    expect(chain()).toMatchObject({
      head: undefined,
      headOkAt: undefined,
      headFault: { kind: 'wrongChain', chainId: 1 },
      servedBy: 1,
    })
  })

  it('an eth_call revert is thrown to the caller, is not sent to B and leaves A closed', async () => {
    const { a, b, client, chain } = await setup()
    // Multicall3 has no balanceOf: the call reverts.
    await expect(
      client.readContract({
        address: manifest.contracts.multicall,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader],
      }),
    ).rejects.toThrow(/revert/i)
    expect(a.methods).toEqual(['eth_call'])
    expect(b.hits).toBe(0)
    expect(chain().nodes).toEqual([healthyNode, healthyNode])
  })

  it('a JSON-RPC error on a read is the call’s own answer: not retried on B, A stays closed', async () => {
    const { a, b, client, chain } = await setup()
    a.behaviour = { kind: 'rpcError', code: -32602 }
    await expect(client.readContract({ address: dai, abi: erc20Abi, functionName: 'decimals' })).rejects.toThrow()
    expect(b.hits).toBe(0)
    expect(chain().nodes[0]).toEqual(healthyNode)
  })

  it('a background probe of a recovered A closes it again, and the next poll is served by A', async () => {
    const { a, b, chain, head, clock } = await setup()
    a.behaviour = { kind: 'destroy' }
    await head()
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'unreachable' })
    expect(chain().servedBy).toBe(1)

    a.behaviour = { kind: 'pass' }
    clock.offset += POLL_MS
    await head()
    // B answered the poll; A was probed on the side.
    expect(chain().servedBy).toBe(1)
    await vi.waitFor(() => expect(chain().nodes[0]).toEqual(healthyNode), SETTLE)
    expect(a.hits).toBe(2)

    const bHits = b.hits
    await head()
    expect(chain().servedBy).toBe(0)
    expect(b.hits).toBe(bHits)
  })

  it('a URL left for lagging stays left while its probe is behind the chain’s block number, and closes once it is not', async () => {
    const { a, store, chain, head, now } = await setup()
    // A was demoted for a frozen head ten polls ago: its open period is just over.
    store.getState().nodeFault(chainId, 0, { kind: 'frozen' }, now() - 10 * POLL_MS - 1, POLL_MS, 10 * POLL_MS)
    store.getState().headOk(chainId, 1_000_000_000n, now())
    await head()
    expect(chain().servedBy).toBe(1)
    await vi.waitFor(() => {
      expect(a.hits).toBe(1)
      expect(chain().nodes[0]).toMatchObject({ fault: { kind: 'frozen' }, probing: false })
      expect(chain().nodes[0]!.openUntil).toBeGreaterThan(now() + 5 * POLL_MS)
    }, SETTLE)

    const caughtUp = await setup()
    caughtUp.store
      .getState()
      .nodeFault(chainId, 0, { kind: 'frozen' }, caughtUp.now() - 10 * POLL_MS - 1, POLL_MS, 10 * POLL_MS)
    caughtUp.store.getState().headOk(chainId, 1n, caughtUp.now())
    await caughtUp.head()
    await vi.waitFor(() => expect(caughtUp.chain().nodes[0]).toEqual(healthyNode), SETTLE)
    expect(caughtUp.a.hits).toBe(1)

    // At the chain's block number is not behind (a healthy URL left in a race with a new block comes back).
    const level = await setup()
    level.store
      .getState()
      .nodeFault(chainId, 0, { kind: 'frozen' }, level.now() - 10 * POLL_MS - 1, POLL_MS, 10 * POLL_MS)
    level.store.getState().headOk(chainId, 7n, level.now())
    level.a.behaviour = { kind: 'frozenAt', block: 7n }
    await level.head()
    await vi.waitFor(() => expect(level.chain().nodes[0]).toEqual(healthyNode), SETTLE)
    expect(level.a.hits).toBe(1)
  })

  it('a probe of a still failing A reopens it without delaying the poll B answers', async () => {
    const { a, chain, head, clock } = await setup()
    a.behaviour = { kind: 'hang' }
    await head()
    expect(chain().nodes[0]).toMatchObject({ failures: 1, fault: { kind: 'timeout' } })

    clock.offset += POLL_MS
    const started = performance.now()
    await head()
    expect(performance.now() - started).toBeLessThan(HEAD_TIMEOUT_MS - 300)
    expect(chain().nodes[0]?.probing).toBe(true)
    await vi.waitFor(() => expect(chain().nodes[0]).toMatchObject({ failures: 2, probing: false }), {
      timeout: 2 * HEAD_TIMEOUT_MS,
    })
  })
})
