import { AppError } from '@/lib/errors/AppError'

export interface FetchTextOptions {
  /** The most body bytes read (as received, after any content decoding); past them the read stops. */
  maxBytes: number
  /** For the whole exchange, from the request to the body's last byte. */
  timeoutMs: number
  /** The caller's (a query's): aborting it ends the request with the signal's reason. */
  signal?: AbortSignal | undefined
  /** The statuses whose body is read; any other throws HTTP_NOT_OK without reading it. Default: 2xx. */
  accept?: (status: number) => boolean
  init?: Omit<RequestInit, 'signal'>
  fetch?: typeof fetch
}

const isOk = (status: number) => status >= 200 && status < 300
const ignore = () => undefined

/** `promise`, or the signal's reason once it aborts: a fetch that ignores its signal cannot outlive the time limit. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

const tooLarge = (url: string, maxBytes: number, what: string) =>
  new AppError('RESPONSE_TOO_LARGE', { details: `${url}: ${what}, more than the ${maxBytes} bytes allowed` })

/** The body as UTF-8 text (as `Response.text()` decodes it), counted as it arrives and cancelled past `maxBytes`. */
async function readText(response: Response, url: string, maxBytes: number, signal: AbortSignal): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  // A pending read ends on abort even when the stream is not tied to the signal.
  const onAbort = () => void reader.cancel(signal.reason).catch(ignore)
  signal.addEventListener('abort', onAbort, { once: true })
  const decoder = new TextDecoder()
  const parts: string[] = []
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      signal.throwIfAborted()
      if (done) break
      received += value.byteLength
      if (received > maxBytes) {
        void reader.cancel().catch(ignore)
        throw tooLarge(url, maxBytes, `${received} bytes received so far`)
      }
      parts.push(decoder.decode(value, { stream: true }))
    }
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
  parts.push(decoder.decode())
  return parts.join('')
}

/**
 * GETs `url` as text within `maxBytes` (a larger Content-Length is refused unread, a growing body cancelled) and
 * `timeoutMs` for the whole exchange. Throws RESPONSE_TOO_LARGE, REQUEST_TIMED_OUT, HTTP_NOT_OK, the abort reason or
 * the network's error.
 */
export async function fetchText(url: string, options: FetchTextOptions): Promise<string> {
  const { maxBytes, timeoutMs, signal, accept = isOk, init, fetch: doFetch = fetch } = options
  signal?.throwIfAborted()
  const controller = new AbortController()
  const timer = setTimeout(
    () =>
      controller.abort(
        new AppError('REQUEST_TIMED_OUT', { details: `${url}: no complete answer within ${timeoutMs} ms` }),
      ),
    timeoutMs,
  )
  const onCallerAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onCallerAbort, { once: true })
  try {
    const response = await untilAborted(doFetch(url, { ...init, signal: controller.signal }), controller.signal)
    if (!accept(response.status)) {
      void response.body?.cancel().catch(ignore)
      throw new AppError('HTTP_NOT_OK', {
        params: { status: String(response.status), statusText: response.statusText },
      })
    }
    const declared = response.headers.get('content-length')?.trim()
    if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
      void response.body?.cancel().catch(ignore)
      throw tooLarge(url, maxBytes, `a Content-Length of ${declared}`)
    }
    return await readText(response, url, maxBytes, controller.signal)
  } catch (error) {
    // Once aborted, whatever the fetch or the stream threw stands for the abort: the time limit's error or the caller's reason.
    if (controller.signal.aborted) throw controller.signal.reason
    throw error
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onCallerAbort)
  }
}
