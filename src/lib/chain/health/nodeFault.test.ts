import { HttpRequestError, InternalRpcError, LimitExceededRpcError, RpcRequestError, TimeoutError } from 'viem'
import { describe, expect, it } from 'vitest'
import { type ClassifiedFault, classifyNodeError, parseRetryAfter } from './nodeFault'

// A whole second, so an HTTP date (which has no milliseconds) names an exact offset from it.
const NOW = Date.UTC(2024, 4, 1, 12, 0, 0)
const url = 'http://node.example/rpc'
const body = { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }

describe('parseRetryAfter', () => {
  it.each<[string, string | null | undefined, number | undefined]>([
    ['seconds', '7', 7_000],
    ['zero seconds', '0', 0],
    ['seconds with spaces', ' 12 ', 12_000],
    ['an HTTP date in the future', new Date(NOW + 30_000).toUTCString(), 30_000],
    ['an HTTP date in the past', new Date(NOW - 30_000).toUTCString(), 0],
    ['garbage', 'soon', undefined],
    ['empty', '', undefined],
    ['null (no header)', null, undefined],
    ['undefined', undefined, undefined],
  ])('%s', (_name, value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected)
  })
})

/** As viem's buildRequest turns a JSON-RPC error with code -32603 into its class: the raw error is the cause. */
const internal = (status?: number, headers?: Headers): InternalRpcError =>
  new InternalRpcError(
    new RpcRequestError({ body, error: { code: -32603, message: 'internal error' }, url, status, headers }),
  )

describe('classifyNodeError', () => {
  it.each<[string, unknown, boolean, ClassifiedFault | undefined]>([
    ['a timeout', new TimeoutError({ body, url }), true, { fault: { kind: 'timeout' } }],
    ['a timeout on a read', new TimeoutError({ body, url }), false, { fault: { kind: 'timeout' } }],
    [
      'HTTP 500',
      new HttpRequestError({ body, url, status: 500, headers: new Headers() }),
      true,
      { fault: { kind: 'http', status: 500 }, retryAfterMs: undefined },
    ],
    [
      'HTTP 500 on a read',
      new HttpRequestError({ body, url, status: 500, headers: new Headers() }),
      false,
      { fault: { kind: 'http', status: 500 }, retryAfterMs: undefined },
    ],
    [
      'HTTP 429 with Retry-After',
      new HttpRequestError({ body, url, status: 429, headers: new Headers({ 'Retry-After': '5' }) }),
      false,
      { fault: { kind: 'rateLimited' }, retryAfterMs: 5_000 },
    ],
    [
      'HTTP 429 without Retry-After',
      new HttpRequestError({ body, url, status: 429, headers: new Headers() }),
      true,
      { fault: { kind: 'rateLimited' }, retryAfterMs: undefined },
    ],
    [
      'HTTP 503 with an HTTP-date Retry-After',
      new HttpRequestError({
        body,
        url,
        status: 503,
        headers: new Headers({ 'Retry-After': new Date(NOW + 9_000).toUTCString() }),
      }),
      true,
      { fault: { kind: 'http', status: 503 }, retryAfterMs: 9_000 },
    ],
    [
      'a refused connection (no status)',
      new HttpRequestError({ body, url, cause: new TypeError('fetch failed') }),
      false,
      { fault: { kind: 'unreachable' } },
    ],
    [
      'invalid JSON (no status, a SyntaxError cause)',
      new HttpRequestError({ body, url, cause: new SyntaxError('Unexpected token') }),
      true,
      { fault: { kind: 'invalidResponse' } },
    ],
    [
      'a batch answer with fewer entries than asked (no status, wrapped as viem does)',
      new HttpRequestError({ body, url, cause: new Error('Expected 2 responses to batch request.') }),
      false,
      { fault: { kind: 'invalidResponse' } },
    ],
    ['no status and no cause', new HttpRequestError({ body, url }), true, { fault: { kind: 'unreachable' } }],
    ['a JSON-RPC error on a head method', internal(), true, { fault: { kind: 'rpcError', code: -32603 } }],
    ['a JSON-RPC error on another method (the call’s own answer)', internal(), false, undefined],
    [
      'a revert on a read (code 3)',
      new RpcRequestError({ body, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' }, url }),
      false,
      undefined,
    ],
    [
      'a JSON-RPC error with HTTP 429 and Retry-After',
      new LimitExceededRpcError(
        new RpcRequestError({
          body,
          error: { code: -32005, message: 'limit' },
          url,
          status: 429,
          headers: new Headers({ 'Retry-After': '3' }),
        }),
      ),
      false,
      { fault: { kind: 'rateLimited' }, retryAfterMs: 3_000 },
    ],
    [
      'a JSON-RPC error with HTTP 500 on a read',
      internal(500, new Headers()),
      false,
      { fault: { kind: 'http', status: 500 }, retryAfterMs: undefined },
    ],
    [
      'a JSON-RPC error with HTTP 503 on a read',
      internal(503, new Headers()),
      false,
      { fault: { kind: 'http', status: 503 }, retryAfterMs: undefined },
    ],
    [
      'a JSON-RPC error with HTTP 401 (a refused key) on a read',
      internal(401, new Headers()),
      false,
      { fault: { kind: 'http', status: 401 }, retryAfterMs: undefined },
    ],
    [
      'a JSON-RPC error with HTTP 403 on a read',
      internal(403, new Headers()),
      false,
      { fault: { kind: 'http', status: 403 }, retryAfterMs: undefined },
    ],
    [
      "a JSON-RPC error with HTTP 400 on a read is the call's own answer",
      internal(400, new Headers()),
      false,
      undefined,
    ],
    [
      'a JSON-RPC error with HTTP 503 and Retry-After',
      internal(503, new Headers({ 'Retry-After': '2' })),
      true,
      { fault: { kind: 'http', status: 503 }, retryAfterMs: 2_000 },
    ],
    [
      'an unknown error on a head method',
      new Error('Expected 2 responses to batch request.'),
      true,
      { fault: { kind: 'invalidResponse' } },
    ],
    ['an unknown error on another method', new Error('Expected 2 responses to batch request.'), false, undefined],
    ['a thrown non-error on a head method', 'boom', true, { fault: { kind: 'invalidResponse' } }],
  ])('%s', (_name, error, headMethod, expected) => {
    expect(classifyNodeError(error, headMethod, NOW)).toEqual(expected)
  })

  it('finds the timeout behind wrappers (the cause chain is searched)', () => {
    const wrapped = new Error('outer', { cause: new Error('middle', { cause: new TimeoutError({ body, url }) }) })
    expect(classifyNodeError(wrapped, false, NOW)).toEqual({ fault: { kind: 'timeout' } })
  })
})
