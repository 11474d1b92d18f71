// @vitest-environment node
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchText } from './fetchText'

/** What the server saw of one request: when it arrived, and whether the client closed it before the body was sent. */
interface Exchange {
  path: string
  response: ServerResponse
  bytesSent: number
  /** Resolves when the connection closes, with whether the whole body had been sent. */
  closed: Promise<{ finished: boolean }>
}

const CHUNK = Buffer.alloc(16 * 1024, 'a')
/** The most a streaming route sends before it ends on its own, so a test that fails never streams without end. */
const STREAM_CAP = 64 * 1024 * 1024

let server: Server
let origin = ''
const exchanges: Exchange[] = []
const arrived: ((exchange: Exchange) => void)[] = []

/** The next request the server receives. */
const nextRequest = () => new Promise<Exchange>((resolve) => arrived.push(resolve))

/** Writes CHUNKs as fast as the client reads them, until the cap or the client closing. */
async function stream(exchange: Exchange): Promise<void> {
  const { response } = exchange
  while (!response.destroyed && exchange.bytesSent < STREAM_CAP) {
    exchange.bytesSent += CHUNK.length
    if (response.write(CHUNK)) continue
    await new Promise<void>((resolve) => {
      const go = () => {
        response.off('drain', go).off('close', go)
        resolve()
      }
      response.on('drain', go).on('close', go)
    })
  }
  response.end()
}

function route(request: IncomingMessage, response: ServerResponse, exchange: Exchange): void {
  switch (exchange.path) {
    case '/small':
      // A multi-byte character split between two writes (which may still arrive as one chunk: the test below cuts one for sure).
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      response.write(Buffer.from('{"name":"Ūnicode ', 'utf8'))
      response.write(Buffer.from([0xe2, 0x82]))
      response.end(Buffer.from([0xac, ...Buffer.from(' list"}', 'utf8')]))
      return
    case '/exact':
      response.writeHead(200, { 'content-length': '1024' }).end(Buffer.alloc(1024, 'x'))
      return
    case '/declared-huge':
      // Headers only, promising more than the limit; the body never comes, so a client that reads it waits forever.
      response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) })
      response.flushHeaders()
      return
    case '/chunked-forever':
      response.writeHead(200, { 'content-type': 'application/json' })
      void stream(exchange)
      return
    case '/gzip-bomb': {
      // A small, true Content-Length for a body that inflates to 4 MB.
      const body = gzipSync(Buffer.alloc(4 * 1024 * 1024, ' '))
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(body.length) }).end(body)
      return
    }
    case '/never':
      return
    case '/stall-mid-body':
      response.writeHead(200, { 'content-length': '100' })
      response.write('{"partial":')
      return
    case '/not-found':
      response.writeHead(404, { 'content-type': 'text/plain' })
      void stream(exchange)
      return
    default:
      response.writeHead(500).end(`unexpected ${request.url}`)
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let markClosed: (value: { finished: boolean }) => void = () => undefined
    const exchange: Exchange = {
      path: request.url ?? '',
      response,
      bytesSent: 0,
      closed: new Promise((resolve) => (markClosed = resolve)),
    }
    response.on('close', () => markClosed({ finished: response.writableFinished }))
    exchanges.push(exchange)
    arrived.shift()?.(exchange)
    route(request, response, exchange)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)

const LIMIT = 256 * 1024
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('it resolved'),
    (error: unknown) => error,
  )
const lastExchange = (path: string): Exchange => {
  const exchange = exchanges.findLast((candidate) => candidate.path === path)
  if (!exchange) throw new Error(`no request for ${path}`)
  return exchange
}

describe('fetchText', () => {
  it('default: returns a body within the limit exactly, multi-byte characters across chunks included', async () => {
    await expect(fetchText(`${origin}/small`, { maxBytes: LIMIT, timeoutMs: 5_000 })).resolves.toBe(
      '{"name":"Ūnicode € list"}',
    )
  })

  it('behavior: decodes as Response.text() does, a character cut between chunks, a BOM and an invalid byte included', async () => {
    const bytes = [
      [0xef, 0xbb, 0xbf, 0x7b, 0xe2],
      [0x82, 0xac, 0xff, 0x7d],
    ].map((chunk) => new Uint8Array(chunk))
    const chunked: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const chunk of bytes) controller.enqueue(chunk)
            controller.close()
          },
        }),
      )
    const text = await fetchText(`${origin}/small`, { maxBytes: LIMIT, timeoutMs: 5_000, fetch: chunked })
    expect(text).toBe('{€\uFFFD}')
    expect(text).toBe(await new Response(new Blob(bytes)).text())
  })

  it('behavior: a body of exactly the limit is read', async () => {
    await expect(fetchText(`${origin}/exact`, { maxBytes: 1024, timeoutMs: 5_000 })).resolves.toBe('x'.repeat(1024))
  })

  it('error: a Content-Length over the limit is refused without reading the body', async () => {
    // The body never comes: a client that tried to read it would wait for the 60 s limit, not fail at once.
    const started = performance.now()
    const error = await failure(fetchText(`${origin}/declared-huge`, { maxBytes: LIMIT, timeoutMs: 60_000 }))
    expect(error).toMatchObject({
      code: 'RESPONSE_TOO_LARGE',
      details: expect.stringContaining('a Content-Length of 10485760'),
    })
    expect(performance.now() - started).toBeLessThan(5_000)
    await expect(lastExchange('/declared-huge').closed).resolves.toEqual({ finished: false })
  })

  it('error: a chunked body that grows past the limit is cancelled as it passes it', async () => {
    const error = await failure(fetchText(`${origin}/chunked-forever`, { maxBytes: LIMIT, timeoutMs: 60_000 }))
    expect(error).toMatchObject({ code: 'RESPONSE_TOO_LARGE' })
    const exchange = lastExchange('/chunked-forever')
    // The client closed the connection: the server's endless body was cut off, far short of its cap.
    await expect(exchange.closed).resolves.toEqual({ finished: false })
    expect(exchange.bytesSent).toBeLessThan(STREAM_CAP / 4)
  })

  it('error: a small Content-Length whose body inflates past the limit is cancelled too', async () => {
    await expect(
      failure(fetchText(`${origin}/gzip-bomb`, { maxBytes: LIMIT, timeoutMs: 60_000 })),
    ).resolves.toMatchObject({ code: 'RESPONSE_TOO_LARGE' })
  })

  it('error: a server that never answers times out at the limit', async () => {
    const started = performance.now()
    const error = await failure(fetchText(`${origin}/never`, { maxBytes: LIMIT, timeoutMs: 300 }))
    expect(error).toMatchObject({
      code: 'REQUEST_TIMED_OUT',
      details: `${origin}/never: no complete answer within 300 ms`,
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    await expect(lastExchange('/never').closed).resolves.toEqual({ finished: false })
  })

  it('error: headers then a stall in the body time out too (the limit covers the whole read)', async () => {
    const error = await failure(fetchText(`${origin}/stall-mid-body`, { maxBytes: LIMIT, timeoutMs: 300 }))
    expect(error).toMatchObject({ code: 'REQUEST_TIMED_OUT' })
    await expect(lastExchange('/stall-mid-body').closed).resolves.toEqual({ finished: false })
  })

  it('error: a fetch that ignores its signal still ends at the time limit', async () => {
    const deaf: typeof fetch = () => new Promise<Response>(() => undefined)
    await expect(
      failure(fetchText(`${origin}/never`, { maxBytes: LIMIT, timeoutMs: 100, fetch: deaf })),
    ).resolves.toMatchObject({ code: 'REQUEST_TIMED_OUT' })
  })

  it("error: the caller's abort ends the request with its reason, before the headers and during the body", async () => {
    const beforeHeaders = new AbortController()
    const request = nextRequest()
    const waiting = failure(
      fetchText(`${origin}/never`, { maxBytes: LIMIT, timeoutMs: 60_000, signal: beforeHeaders.signal }),
    )
    await request
    beforeHeaders.abort(new Error('nobody wants the list any more'))
    await expect(waiting).resolves.toMatchObject({ message: 'nobody wants the list any more' })

    const duringBody = new AbortController()
    let headersArrived: () => void = () => undefined
    const headers = new Promise<void>((resolve) => (headersArrived = resolve))
    const noting: typeof fetch = (input, init) => fetch(input, init).then((response) => (headersArrived(), response))
    const reading = failure(
      fetchText(`${origin}/stall-mid-body`, {
        maxBytes: LIMIT,
        timeoutMs: 60_000,
        signal: duringBody.signal,
        fetch: noting,
      }),
    )
    await headers
    duringBody.abort()
    await expect(reading).resolves.toMatchObject({ name: 'AbortError' })
    await expect(lastExchange('/stall-mid-body').closed).resolves.toEqual({ finished: false })

    const already = new AbortController()
    already.abort()
    const before = exchanges.length
    await expect(
      failure(fetchText(`${origin}/small`, { maxBytes: LIMIT, timeoutMs: 60_000, signal: already.signal })),
    ).resolves.toMatchObject({ name: 'AbortError' })
    expect(exchanges.length).toBe(before)
  })

  it('error: a status `accept` refuses throws HTTP_NOT_OK, its body unread', async () => {
    const error = await failure(fetchText(`${origin}/not-found`, { maxBytes: LIMIT, timeoutMs: 60_000 }))
    expect(error).toMatchObject({ code: 'HTTP_NOT_OK', params: { status: '404', statusText: 'Not Found' } })
    await expect(lastExchange('/not-found').closed).resolves.toEqual({ finished: false })
    expect(lastExchange('/not-found').bytesSent).toBeLessThan(STREAM_CAP / 4)
    await expect(
      fetchText(`${origin}/small`, { maxBytes: LIMIT, timeoutMs: 5_000, accept: (status) => status === 201 }),
    ).rejects.toMatchObject({ code: 'HTTP_NOT_OK' })
  })
})
