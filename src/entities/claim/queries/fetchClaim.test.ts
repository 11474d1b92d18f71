// @vitest-environment node
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import deployment from '../../../../devnet/deployment.json'
import { CLAIM_FETCH_TIMEOUT_MS, MAX_CLAIM_BODY_BYTES, MAX_PROOF_LENGTH, fetchClaim, parseClaim } from './fetchClaim'
import { loadClaim } from './loadClaim'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const respond =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
const node = `0x${'ab'.repeat(32)}` as const
const proof = [node]
const good = { index: 3, amount: '0x64', proof }
const failed = expect.objectContaining({ code: 'CLAIM_DATA_FAILED', shortMessage: 'Failed to get claim data' })

/** The claim service, over real HTTP: /silent never answers, /huge streams past the limit, /missing is a 404 with an endless body. */
let server: Server
let service = ''
/** Bodies stop here at the latest, so a client that reads them all still ends. */
const STREAM_CAP = 64 * 1024 * 1024
/** The last streamed answer: resolves when its connection closes, with whether the whole body had gone out. */
let streamed: Promise<{ finished: boolean }> = Promise.resolve({ finished: true })
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? ''
    if (path.startsWith('/silent/')) return
    if (path.startsWith('/huge/') || path.startsWith('/missing/')) {
      response.writeHead(path.startsWith('/huge/') ? 200 : 404, { 'content-type': 'application/json' })
      streamed = new Promise((resolve) =>
        response.once('close', () => resolve({ finished: response.writableFinished })),
      )
      // Chunked, no Content-Length: 16 kB at a time as fast as the client reads, until it stops (or the cap).
      const chunk = Buffer.alloc(16 * 1024, ' ')
      let sent = 0
      const send = () => {
        while (!response.destroyed && sent < STREAM_CAP) {
          sent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', send)
        }
        response.end()
      }
      send()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(good))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  service = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('fetchClaim', () => {
  it('default: reads a claim with a hex or decimal amount, from {url}/{chainId}/{address}', async () => {
    const urls: string[] = []
    const fetcher: typeof fetch = async (url) => {
      urls.push(String(url))
      return new Response(JSON.stringify(good))
    }
    expect(await fetchClaim('http://x/claims', 1, account, { fetch: fetcher })).toEqual({
      index: 3,
      amount: 100n,
      proof,
    })
    expect(urls).toEqual([`http://x/claims/1/${account}`])
    expect(
      (await fetchClaim('http://x/claims', 1, account, { fetch: respond(200, { ...good, amount: '100' }) }))?.amount,
    ).toBe(100n)
    expect(await fetchClaim(service, 1, account)).toEqual({ index: 3, amount: 100n, proof })
  })

  it('behavior: any other status means no claim', async () => {
    for (const status of [201, 202, 400, 404, 500])
      expect(await fetchClaim('http://x/claims', 1, account, { fetch: respond(status, good) })).toBeNull()
  })

  it('behavior: a 404 is no claim without its body being read', async () => {
    expect(await fetchClaim(`${service}/missing`, 1, account)).toBeNull()
    await expect(streamed).resolves.toEqual({ finished: false })
  })

  it('error: a failed request keeps its cause', async () => {
    const offline = new TypeError('Failed to fetch')
    await expect(fetchClaim('http://x/claims', 1, account, { fetch: () => Promise.reject(offline) })).rejects.toThrow(
      expect.objectContaining({ code: 'CLAIM_DATA_FAILED', cause: offline }),
    )
  })

  it('error: a body that is not JSON, or too long to be a claim', async () => {
    await expect(fetchClaim('http://x/claims', 1, account, { fetch: respond(200, '<html>') })).rejects.toThrow(failed)
    const padded = JSON.stringify({ ...good, padding: 'x'.repeat(MAX_CLAIM_BODY_BYTES) })
    await expect(fetchClaim('http://x/claims', 1, account, { fetch: respond(200, padded) })).rejects.toThrow(
      expect.objectContaining({
        code: 'CLAIM_DATA_FAILED',
        cause: expect.objectContaining({ code: 'RESPONSE_TOO_LARGE' }),
      }),
    )
  })

  it('error: a body that streams past 8 kB is cut off there', async () => {
    await expect(fetchClaim(`${service}/huge`, 1, account)).rejects.toThrow(
      expect.objectContaining({
        code: 'CLAIM_DATA_FAILED',
        cause: expect.objectContaining({ code: 'RESPONSE_TOO_LARGE' }),
      }),
    )
    await expect(streamed).resolves.toEqual({ finished: false })
  })

  it('error: a service that never answers fails at the time limit, CLAIM_FETCH_TIMEOUT_MS (10 s) by default', async () => {
    const started = performance.now()
    await expect(fetchClaim(`${service}/silent`, 1, account, { timeoutMs: 300 })).rejects.toThrow(
      expect.objectContaining({
        code: 'CLAIM_DATA_FAILED',
        cause: expect.objectContaining({ code: 'REQUEST_TIMED_OUT' }),
      }),
    )
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)

    vi.useFakeTimers()
    let settled = false
    const silent: typeof fetch = () => new Promise<Response>(() => undefined)
    const result = fetchClaim('http://x/claims', 1, account, { fetch: silent })
      .catch((error: unknown) => error)
      .finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(CLAIM_FETCH_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toMatchObject({ code: 'CLAIM_DATA_FAILED', cause: { code: 'REQUEST_TIMED_OUT' } })
    expect(CLAIM_FETCH_TIMEOUT_MS).toBe(10_000)
  })

  it("behavior: the query's abort rejects with its reason, not as bad claim data", async () => {
    const controller = new AbortController()
    const pending = fetchClaim(`${service}/silent`, 1, account, { signal: controller.signal }).catch(
      (error: unknown) => error,
    )
    controller.abort()
    expect(await pending).toMatchObject({ name: 'AbortError' })
  })
})

describe('loadClaim over a claim service that never answers', () => {
  const [owner] = Object.keys(deployment.claims) as [Hex]

  it('behavior: no claim, within the time limit, with the failure logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const readRoot = vi.fn(async () => deployment.merkleRoot as Hex)
    const started = performance.now()
    expect(
      await loadClaim(
        { fetchClaim: () => fetchClaim(`${service}/silent`, 1, owner, { timeoutMs: 300 }), readRoot },
        owner,
      ),
    ).toBeNull()
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'CLAIM_DATA_FAILED',
        cause: expect.objectContaining({ code: 'REQUEST_TIMED_OUT' }),
      }),
    )
    expect(readRoot).not.toHaveBeenCalled()
  })

  it("behavior: the query's abort is thrown as it is, not logged as bad claim data", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const controller = new AbortController()
    const loading = loadClaim(
      {
        fetchClaim: () => fetchClaim(`${service}/silent`, 1, owner, { signal: controller.signal }),
        readRoot: async () => deployment.merkleRoot as Hex,
      },
      owner,
      controller.signal,
    )
    controller.abort()
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' })
    expect(log).not.toHaveBeenCalled()
  })
})

describe('parseClaim', () => {
  it('default: keeps flags when the service sends them', () => {
    const flags = { isSOCKS: true, isLP: false, isUser: true }
    expect(parseClaim({ ...good, flags })).toEqual({ index: 3, amount: 100n, proof, flags })
    expect(parseClaim(good)).not.toHaveProperty('flags')
  })

  it('behavior: flags that are not three booleans are dropped, the claim kept', () => {
    expect(parseClaim({ ...good, flags: { isSOCKS: 'yes' } })).toEqual({ index: 3, amount: 100n, proof })
    expect(parseClaim({ ...good, flags: [] })).toEqual({ index: 3, amount: 100n, proof })
  })

  it.each([
    ['a negative index', { ...good, index: -1 }],
    ['a fractional index', { ...good, index: 1.5 }],
    ['an index past the safe integers', { ...good, index: 2 ** 53 }],
    ['an index as a string', { ...good, index: '3' }],
    ['an amount as a number', { ...good, amount: 100 }],
    ['a zero amount', { ...good, amount: '0x0' }],
    ['an amount with words', { ...good, amount: 'lots' }],
    ['an amount past uint256', { ...good, amount: `0x1${'0'.repeat(64)}` }],
    ['a decimal amount past uint256', { ...good, amount: '9'.repeat(79) }],
    ['a proof node that is not 32 bytes', { ...good, proof: ['0xabcd'] }],
    ['markup in the proof', { ...good, proof: ['<script>'] }],
    ['a proof that is not a list', { ...good, proof: node }],
    ['a proof deeper than any tree', { ...good, proof: Array.from({ length: MAX_PROOF_LENGTH + 1 }, () => node) }],
    ['a huge proof', { ...good, proof: Array.from({ length: 100_000 }, () => node) }],
    ['no proof', { index: 3, amount: '0x64' }],
    ['null', null],
    ['a list', [good]],
  ])('error: rejects %s', (_name, body) => {
    expect(() => parseClaim(body)).toThrow(failed)
  })
})
