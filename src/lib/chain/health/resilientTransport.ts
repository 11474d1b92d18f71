import { type Chain, type EIP1193RequestFn, type Transport, createTransport, http } from 'viem'
import { multicallMerger, splitChainCheck, withChainCheck } from './chainCheck'
import { type ChainHealthStore, chainHealthStore } from './chainHealthStore'
import { routeOrder } from './nodeCircuit'
import { type NodeFault, classifyNodeError } from './nodeFault'

/** A head poll gives up on a node after this long: a hung node is left for the next URL well within 3 s. */
export const HEAD_TIMEOUT_MS = 1_500
/** Reads (multicalls, logs) may take longer on a busy public node. */
export const READ_TIMEOUT_MS = 10_000
/**
 * The longest a block's first multicall waits for the page to be idle, to go out with the block's others as one
 * (`multicallMerger`); other reads wait this long to go in one HTTP batch.
 */
export const MERGE_WAIT_MS = 50

/** No URL may be tried now: each failed within its open period. Nothing was sent. */
export class NodesUnavailableError extends Error {
  override name = 'NodesUnavailableError'
  constructor(readonly fault: NodeFault | undefined) {
    super('Every RPC URL of the chain is failing; retrying at the next poll.')
  }
}

/** One URL's failure, with its fault when the node is to blame (the original error is the cause). */
class NodeAttemptError extends Error {
  constructor(readonly fault: NodeFault | undefined) {
    super('RPC request failed')
  }
}

/** A node answered for another chain than the one it is configured for. */
export class WrongChainError extends Error {
  override name = 'WrongChainError'
  constructor(readonly chainId: number) {
    super(`The node serves chain ${chainId}.`)
  }
}

/** A node's head answer that is not a block number. */
export class InvalidHeadError extends Error {
  override name = 'InvalidHeadError'
}

const quantity = /^0x[0-9a-f]{1,64}$/i

export interface ResilientTransportOptions {
  chainId: number
  pollMs: number
  store?: ChainHealthStore
  now?: () => number
}

type RequestFn = EIP1193RequestFn

/**
 * Reads across a chain's RPC URLs (never transactions: wallets send through their own provider). Each URL has a
 * circuit: a URL that fails (HTTP error, 429, refused, timeout, invalid JSON, a JSON-RPC error on the head poll, the
 * wrong chain id) is left alone for a poll interval or its `Retry-After`, and the request moves to the next URL at
 * once. While every URL is left alone a request fails without a network call, so an outage costs at most one probe
 * per URL per poll. Every node's chain id is checked: inside each Multicall3 `aggregate3` call (the block's reads,
 * `chainCheck.ts`), and with `eth_chainId` beside a head poll (same HTTP batch) when no such call proved the node's
 * chain since its previous head poll — except on the first contact, whose check rides in the first block's
 * multicall (a cold load costs one block number and one multicall). A head number given by a node that then turns
 * out to serve another chain is taken back. What happens is recorded in the chain health store, which freshness is
 * derived from.
 */
export function resilientTransport(
  urls: readonly string[],
  options: ResilientTransportOptions,
): Transport<'resilient'> {
  const { chainId, pollMs, store = chainHealthStore, now = Date.now } = options
  return ({ chain }: { chain?: Chain | undefined }) => {
    store.getState().watch(chainId, urls.length)
    const nodes = urls.map((url) => ({
      reads: http(url, { batch: { wait: MERGE_WAIT_MS }, retryCount: 0, timeout: READ_TIMEOUT_MS })({
        chain,
        retryCount: 0,
      }).request,
      // Merged multicalls have waited already (`merged` below).
      calls: http(url, { batch: true, retryCount: 0, timeout: READ_TIMEOUT_MS })({ chain, retryCount: 0 }).request,
      head: http(url, { batch: true, retryCount: 0, timeout: HEAD_TIMEOUT_MS })({ chain, retryCount: 0 }).request,
    }))

    const multicall = chain?.contracts?.multicall3?.address
    const merged = multicallMerger((params) => route({ method: 'eth_call', params }), multicall, MERGE_WAIT_MS)
    /** Per URL: polled before; its chain proven (by a multicall's check) since its last head poll; the head number
     * its last poll gave without a check of its own (taken back if the node turns out to serve another chain). */
    const polled = urls.map(() => false)
    const proven = urls.map(() => false)
    const uncheckedHead: ({ block: string; okBefore: number | undefined } | undefined)[] = urls.map(() => undefined)

    const checkedId = (id: unknown): void => {
      if (typeof id !== 'string' || !quantity.test(id)) throw new InvalidHeadError('not a chain id')
      if (Number(BigInt(id)) !== chainId) throw new WrongChainError(Number(BigInt(id)))
    }

    const headPoll = async (index: number): Promise<string> => {
      const node = nodes[index]!
      const unchecked = !polled[index] || proven[index]
      polled[index] = true
      proven[index] = false
      uncheckedHead[index] = undefined
      const okBefore = store.getState().chains[chainId]?.headOkAt
      const [id, block] = await Promise.all([
        unchecked ? undefined : node.head({ method: 'eth_chainId' }),
        node.head({ method: 'eth_blockNumber' }),
      ])
      if (typeof block !== 'string' || !quantity.test(block)) throw new InvalidHeadError('not a block number')
      if (unchecked) uncheckedHead[index] = { block, okBefore }
      else checkedId(id)
      return block
    }

    /** A block's multicall with the node's chain check in it (`chainCheck.ts`); any other read as it is. */
    const read = async (index: number, method: string, params: unknown): Promise<unknown> => {
      const node = nodes[index]!
      const checked = method === 'eth_call' ? withChainCheck(params, multicall) : undefined
      if (!checked) return node.reads({ method, params } as Parameters<RequestFn>[0])
      const answer = splitChainCheck(await node.calls({ method, params: checked } as Parameters<RequestFn>[0]))
      try {
        // No Multicall3 answered there (the node may serve another chain): its chain id tells.
        checkedId(
          answer.chainId === undefined
            ? await node.head({ method: 'eth_chainId' })
            : `0x${answer.chainId.toString(16)}`,
        )
      } catch (error) {
        const head = uncheckedHead[index]
        uncheckedHead[index] = undefined
        if (error instanceof WrongChainError && head)
          store
            .getState()
            .headRetracted(chainId, BigInt(head.block), { kind: 'wrongChain', chainId: error.chainId }, head.okBefore)
        throw error
      }
      proven[index] = true
      uncheckedHead[index] = undefined
      return answer.result
    }

    const send = async (index: number, method: string, params: unknown): Promise<unknown> => {
      const node = nodes[index]!
      if (method === 'eth_blockNumber') return headPoll(index)
      if (method === 'eth_chainId') return node.head({ method: 'eth_chainId' })
      return read(index, method, params)
    }

    const faultOf = (error: unknown, head: boolean): { fault: NodeFault; retryAfterMs?: number } | undefined => {
      if (error instanceof WrongChainError) return { fault: { kind: 'wrongChain', chainId: error.chainId } }
      if (error instanceof InvalidHeadError) return { fault: { kind: 'invalidResponse' } }
      return classifyNodeError(error, head, now())
    }

    /** Sends to one URL and records the outcome on its circuit; a fault is thrown on as it came. */
    const attempt = async (index: number, method: string, params: unknown, head: boolean): Promise<unknown> => {
      try {
        const result = await send(index, method, params)
        store.getState().nodeOk(chainId, index)
        return result
      } catch (error) {
        const classified = faultOf(error, head)
        if (classified) proven[index] = false
        // Without a fault the error is the call's own answer (a revert, a bad parameter): the node is fine.
        if (classified)
          store.getState().nodeFault(chainId, index, classified.fault, now(), pollMs, classified.retryAfterMs)
        else store.getState().nodeOk(chainId, index)
        throw Object.assign(new NodeAttemptError(classified?.fault), { cause: error })
      }
    }

    const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> =>
      (method === 'eth_call' && merged(params)) || route({ method, params })

    /** The usable (closed) URLs not asked yet. */
    const untried = (asked: ReadonlySet<number>): number[] =>
      routeOrder(store.getState().chains[chainId]?.nodes ?? [], now()).closed.filter((index) => !asked.has(index))

    const route = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
      const head = method === 'eth_blockNumber' || method === 'eth_chainId'
      const health = store.getState().chains[chainId]
      const { closed, probe } = routeOrder(health?.nodes ?? [], now())
      const tried = closed.length > 0 ? closed : probe === undefined ? [] : [probe]
      if (closed.length > 0 && probe !== undefined && method === 'eth_blockNumber') {
        // A recovering URL is checked beside the head poll, never in its way (its answer is only looked at).
        store.getState().nodeProbing(chainId, probe)
        const wasFrozen = health?.nodes[probe]?.fault?.kind === 'frozen'
        void attempt(probe, method, params, true).then(
          (block) => {
            // A URL left for lagging stays left while it is still behind the chain's block number.
            const highest = store.getState().chains[chainId]?.head
            if (wasFrozen && highest !== undefined && typeof block === 'string' && BigInt(block) < highest)
              store.getState().nodeFault(chainId, probe, { kind: 'frozen' }, now(), pollMs, 10 * pollMs)
          },
          () => undefined,
        )
      } else if (probe !== undefined && tried[0] === probe) store.getState().nodeProbing(chainId, probe)
      // With no URL to ask, a head poll learns nothing new: the last head poll's fault stands (a URL left for lagging
      // must not turn "another chain" into "no new block"); otherwise the first URL's fault says why.
      let lastFault: NodeFault | undefined =
        (head ? health?.headFault : undefined) ?? health?.nodes.find((node) => node.fault)?.fault
      let lastError: unknown = new NodesUnavailableError(lastFault)
      const asked = new Set<number>()
      // A URL that closed while the others failed (its probe beside this poll answered) is asked before giving up.
      for (let order = tried; order.length > 0; order = untried(asked)) {
        for (const index of order) {
          asked.add(index)
          try {
            const result = await attempt(index, method, params, head)
            if (method === 'eth_blockNumber') store.getState().headServed(chainId, index)
            return result
          } catch (error) {
            if (!(error instanceof NodeAttemptError) || !error.fault)
              throw error instanceof NodeAttemptError ? error.cause : error
            lastFault = error.fault
            lastError = error.cause
          }
        }
      }
      if (method === 'eth_blockNumber' && lastFault) store.getState().headFailed(chainId, lastFault)
      throw lastError
    }

    // EIP-1193's request type is generic over each method's answer; a transport that forwards answers unread cannot
    // be typed per method (viem's own fallback returns Promise<any>), so this one is typed once, here.
    return createTransport({
      key: 'resilient',
      name: 'Resilient HTTP JSON-RPC',
      type: 'resilient',
      request: request as RequestFn,
      retryCount: 0,
    })
  }
}
