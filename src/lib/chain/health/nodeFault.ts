import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'

/**
 * What went wrong with a JSON-RPC node, as the freshness indicator words it. A node fault says the node (not the
 * request) is unwell: the next request should go to another URL, and this one is left alone for a while.
 */
export type NodeFault =
  | { kind: 'http'; status: number }
  | { kind: 'rateLimited' }
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'invalidResponse' }
  | { kind: 'rpcError'; code: number }
  | { kind: 'wrongChain'; chainId: number }
  | { kind: 'frozen' }

/** A fault and how long the node asked to be left alone (`Retry-After`, in ms), if it said. */
export interface ClassifiedFault {
  fault: NodeFault
  retryAfterMs?: number
}

/** `Retry-After` as seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

/** The first error of the cause chain (outermost first) that is an instance of `type`. */
function inChain<T>(error: unknown, type: abstract new (...args: never[]) => T): T | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++)
    if (e instanceof type) return e
  return undefined
}

/**
 * Classifies a failed request to one node, searching viem's cause chain for the raw `RpcRequestError`. On the head
 * poll (`headMethod`) any JSON-RPC error means the node is unwell; elsewhere it is the call's own answer (a revert, a
 * bad parameter), not the node's fault, so undefined is returned.
 */
export function classifyNodeError(error: unknown, headMethod: boolean, now: number): ClassifiedFault | undefined {
  if (inChain(error, TimeoutError)) return { fault: { kind: 'timeout' } }
  const rpc = inChain(error, RpcRequestError)
  const http = rpc ? undefined : inChain(error, HttpRequestError)
  const status = rpc?.status ?? http?.status
  const retryAfterMs = parseRetryAfter((rpc ?? http)?.headers?.get('Retry-After'), now)
  if (status === 429) return { fault: { kind: 'rateLimited' }, retryAfterMs }
  if (rpc) {
    // A refused key (401, 403) or a server error is the node's, whatever the call.
    if (status !== undefined && (status >= 500 || status === 401 || status === 403))
      return { fault: { kind: 'http', status }, retryAfterMs }
    return headMethod ? { fault: { kind: 'rpcError', code: rpc.code } } : undefined
  }
  if (http) {
    if (status !== undefined) return { fault: { kind: 'http', status }, retryAfterMs }
    // Without a status viem wraps what failed: fetch itself (a TypeError: refused, dropped, blocked), or an answer it
    // could not read (JSON that does not parse, a batch answer with fewer entries than it asked for).
    const cause = http.cause
    return {
      fault:
        cause instanceof Error && !(cause instanceof TypeError) ? { kind: 'invalidResponse' } : { kind: 'unreachable' },
    }
  }
  // Anything else from the transport (a malformed batch answer, an unreadable body) is the node's.
  return headMethod ? { fault: { kind: 'invalidResponse' } } : undefined
}
