// @vitest-environment node
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Hex } from 'viem'
import { LIST_FETCH_TIMEOUT_MS, MAX_LIST_BYTES, fetchTokenList } from './fetchTokenList'

const validList = {
  name: 'Served List',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    {
      chainId: 1,
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      decimals: 18,
      symbol: 'DAI',
      name: 'Dai Stablecoin',
    },
  ],
}

let server: Server
let origin = ''
let second = ''
/** Paths whose requests the server holds without a word, as a host that never answers. */
const HANGING = new Set(['/ipfs/QmAllHang/list.json'])
beforeAll(async () => {
  server = createServer((request, response) => {
    const hangs =
      HANGING.has(request.url ?? '') ||
      (request.url === '/ipfs/QmFirstHangs/list.json' && !request.headers.host?.startsWith('localhost'))
    if (hangs) return
    if (request.url === '/declared-huge.json') {
      // Headers promising more than the limit, then nothing: a client that read the body would wait for its time limit.
      response.writeHead(200, { 'content-length': String(MAX_LIST_BYTES + 1) }).flushHeaders()
      return
    }
    const body: Record<string, [number, string]> = {
      '/valid.json': [200, JSON.stringify(validList)],
      '/invalid.json': [200, JSON.stringify({ ...validList, tokens: [{ ...validList.tokens[0], decimals: 256 }] })],
      '/duplicates.json': [
        200,
        JSON.stringify({
          ...validList,
          tokens: [
            validList.tokens[0],
            { ...validList.tokens[0], address: validList.tokens[0]!.address.toLowerCase() },
          ],
        }),
      ],
      '/html.json': [200, '<!doctype html><title>nope</title>'],
      // The first gateway (127.0.0.1) is down, the second (localhost) answers.
      '/ipfs/QmFirst/list.json': request.headers.host?.startsWith('localhost')
        ? [200, JSON.stringify(validList)]
        : [500, 'gateway down'],
      '/ipfs/QmFirstHangs/list.json': [200, JSON.stringify(validList)],
    }
    const [status, text] = body[request.url ?? ''] ?? [404, 'not found']
    response.writeHead(status, { 'content-type': 'application/json' }).end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  second = `http://localhost:${port}`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)

const options = (extra: Partial<Parameters<typeof fetchTokenList>[1]> = {}) => ({
  ipfsGateways: [origin, second],
  resolveContenthash: () => Promise.reject(new Error('no name service in this test')),
  ...extra,
})

describe('fetchTokenList', () => {
  it('default: fetches and validates a list', async () => {
    await expect(fetchTokenList(`${origin}/valid.json`, options())).resolves.toEqual(validList)
  })

  it('behavior: ipfs goes through the gateways in order, the next one when a gateway fails', async () => {
    const seen: string[] = []
    const recording: typeof fetch = (input, init) => {
      seen.push(String(input))
      return fetch(input, init)
    }
    await expect(fetchTokenList('ipfs://QmFirst/list.json', options({ fetch: recording }))).resolves.toEqual(validList)
    expect(seen).toEqual([`${origin}/ipfs/QmFirst/list.json`, `${second}/ipfs/QmFirst/list.json`])
  })

  it('behavior: http is tried as https first', async () => {
    const seen: string[] = []
    const recording: typeof fetch = (input) => {
      seen.push(String(input))
      return Promise.reject(new TypeError('offline'))
    }
    await expect(fetchTokenList('http://lists.example/x.json', options({ fetch: recording }))).rejects.toThrow(
      'Failed to download list http://lists.example/x.json',
    )
    expect(seen).toEqual(['https://lists.example/x.json', 'http://lists.example/x.json'])
  })

  it('behavior: a .eth name goes through its content hash to the gateways', async () => {
    const seen: string[] = []
    const recording: typeof fetch = (input) => {
      seen.push(String(input))
      return Promise.resolve(new Response(JSON.stringify(validList)))
    }
    // ipfs-ns content hash of QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4
    const contenthash: Hex = '0xe3010170122029f2d17be6139079dc48696d1f582a8530eb9805b561eda517e22a892c7e3f1f'
    const resolveContenthash = vi.fn(() => Promise.resolve(contenthash))
    await expect(
      fetchTokenList('tokens.example.eth', options({ fetch: recording, resolveContenthash })),
    ).resolves.toEqual(validList)
    expect(resolveContenthash).toHaveBeenCalledWith('tokens.example.eth')
    expect(seen[0]).toBe(`${origin}/ipfs/QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4`)
  })

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('it resolved'),
      (error: unknown) => error,
    )

  it('error: the catalogue codes, with their parameters and texts', async () => {
    await expect(failure(fetchTokenList(`${origin}/missing.json`, options()))).resolves.toMatchObject({
      code: 'LIST_DOWNLOAD_FAILED',
      params: { url: `${origin}/missing.json` },
      shortMessage: `Failed to download list ${origin}/missing.json`,
      details: `${origin}/missing.json: 404: Not Found`,
      cause: { code: 'HTTP_NOT_OK', params: { status: '404', statusText: 'Not Found' } },
    })
    await expect(fetchTokenList(`${origin}/invalid.json`, options())).rejects.toThrow(
      /^Token list failed validation: tokens\.0\.decimals/,
    )
    await expect(failure(fetchTokenList(`${origin}/invalid.json`, options()))).resolves.toMatchObject({
      code: 'LIST_VALIDATION_FAILED',
      params: { details: expect.stringMatching(/^tokens\.0\.decimals/) },
    })
    await expect(failure(fetchTokenList(`${origin}/duplicates.json`, options()))).resolves.toMatchObject({
      code: 'DUPLICATE_TOKENS',
      message: 'Duplicate tokens',
    })
    await expect(failure(fetchTokenList(`${origin}/html.json`, options()))).resolves.toMatchObject({
      code: 'LIST_NOT_JSON',
      message: 'Token list failed validation: the response is not JSON',
    })
    await expect(failure(fetchTokenList('ftp://lists.example/x.json', options()))).resolves.toMatchObject({
      code: 'LIST_PROTOCOL_UNRECOGNIZED',
      message: 'Unrecognized list URL protocol.',
    })
    await expect(failure(fetchTokenList('javascript:alert(1)', options()))).resolves.toMatchObject({
      code: 'LIST_PROTOCOL_UNRECOGNIZED',
    })
    await expect(failure(fetchTokenList('nothing.eth', options()))).resolves.toMatchObject({
      code: 'ENS_RESOLVE_FAILED',
      params: { name: 'nothing.eth' },
      message: 'Failed to resolve ENS name: nothing.eth',
    })
    await expect(
      failure(fetchTokenList('swarm.eth', options({ resolveContenthash: () => Promise.resolve('0xe40101' as Hex) }))),
    ).resolves.toMatchObject({
      code: 'CONTENTHASH_TRANSLATE_FAILED',
      params: { hash: '0xe40101' },
      message: 'Failed to translate contenthash to URI: 0xe40101',
      cause: { code: 'CODEC_UNRECOGNIZED', params: { codec: 'swarm-ns' } },
    })
  })

  it('error: a list over the size limit is refused before it is parsed', async () => {
    const huge: typeof fetch = () => Promise.resolve(new Response(' '.repeat(MAX_LIST_BYTES + 1)))
    await expect(
      failure(fetchTokenList('https://lists.example/huge.json', options({ fetch: huge }))),
    ).resolves.toMatchObject({ code: 'LIST_TOO_LARGE' })
  })

  describe('on a fake clock', () => {
    afterEach(() => vi.useRealTimers())

    it('default: each URL gets LIST_FETCH_TIMEOUT_MS (15 s) for its whole answer', async () => {
      vi.useFakeTimers()
      const silent: typeof fetch = () => new Promise<Response>(() => undefined)
      let settled = false
      const result = failure(fetchTokenList('https://lists.example/silent.json', options({ fetch: silent }))).finally(
        () => (settled = true),
      )
      await vi.advanceTimersByTimeAsync(LIST_FETCH_TIMEOUT_MS - 1)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await expect(result).resolves.toMatchObject({
        code: 'LIST_DOWNLOAD_FAILED',
        cause: { code: 'REQUEST_TIMED_OUT' },
      })
      expect(LIST_FETCH_TIMEOUT_MS).toBe(15_000)
    })
  })

  it('behavior: a gateway that never answers costs one time limit, then the next gateway is tried', async () => {
    const seen: string[] = []
    const recording: typeof fetch = (input, init) => {
      seen.push(String(input))
      return fetch(input, init)
    }
    const started = performance.now()
    await expect(
      fetchTokenList('ipfs://QmFirstHangs/list.json', options({ fetch: recording, timeoutMs: 300 })),
    ).resolves.toEqual(validList)
    expect(seen).toEqual([`${origin}/ipfs/QmFirstHangs/list.json`, `${second}/ipfs/QmFirstHangs/list.json`])
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('error: a list none of whose URLs answers fails to download after one time limit per URL, each reason in the details', async () => {
    const started = performance.now()
    const error = await failure(fetchTokenList('ipfs://QmAllHang/list.json', options({ timeoutMs: 300 })))
    expect(performance.now() - started).toBeGreaterThanOrEqual(590)
    expect(error).toMatchObject({
      code: 'LIST_DOWNLOAD_FAILED',
      params: { url: 'ipfs://QmAllHang/list.json' },
      details: [origin, second]
        .map((gateway) => `${gateway}/ipfs/QmAllHang/list.json: no complete answer within 300 ms`)
        .join('\n'),
      cause: { code: 'REQUEST_TIMED_OUT' },
    })
  })

  it('error: a declared size over the limit is LIST_TOO_LARGE at once, the body unread', async () => {
    await expect(
      failure(fetchTokenList(`${origin}/declared-huge.json`, options({ timeoutMs: 60_000 }))),
    ).resolves.toMatchObject({ code: 'LIST_TOO_LARGE' })
  })

  it('behavior: aborting stops the list at once, with no other gateway tried', async () => {
    const seen: string[] = []
    const controller = new AbortController()
    const recording: typeof fetch = (input, init) => {
      seen.push(String(input))
      controller.abort()
      return fetch(input, init)
    }
    await expect(
      failure(
        fetchTokenList(
          'ipfs://QmAllHang/list.json',
          options({ fetch: recording, timeoutMs: 60_000 }),
          controller.signal,
        ),
      ),
    ).resolves.toMatchObject({ name: 'AbortError' })
    expect(seen).toEqual([`${origin}/ipfs/QmAllHang/list.json`])
  })
})
