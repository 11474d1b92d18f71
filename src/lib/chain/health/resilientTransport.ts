import { type Chain, type EIP1193RequestFn, type Transport, createTransport, http } from 'viem'
import { type ChainHealthStore, chainHealthStore } from './chainHealthStore'
import { InvalidHeadError, WrongChainError, chainIdOf, headChainChecks, headQuantity } from './headChainCheck'
import { routeOrder } from './nodeCircuit'
import { type NodeFault, classifyNodeError } from './nodeFault'

/** A head poll gives up on a node after this long: a hung node is left for the next URL well within 3 s. */
export const HEAD_TIMEOUT_MS = 1_500
/** Reads (multicalls, logs) may take longer on a busy public node. */
export const READ_TIMEOUT_MS = 10_000
/**
 * Reads other than `eth_call` (logs, receipts, blocks) wait this long to go in one HTTP batch. A block's contract
 * reads have waited already, in viem's multicall batching (`multicallBatch`), and go out at once.
 */
export const READ_BATCH_WAIT_MS = 50

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

export interface ResilientTransportOptions {
  chainId: number
  pollMs: number
  store?: ChainHealthStore
  now?: () => number
}

type RequestFn = EIP1193RequestFn

/**
 * Reads (never transactions: wallets send through their own provider) across a chain's RPC URLs, each behind a
 * circuit (`nodeCircuit.ts`): a failing URL is left alone and the request moves to the next at once. Chain ids are
 * checked per `headChainCheck.ts`; what happens goes to the chain health store, which freshness derives from.
 */
export function resilientTransport(
  urls: readonly string[],
  options: ResilientTransportOptions,
): Transport<'resilient'> {
  const { chainId, pollMs, store = chainHealthStore, now = Date.now } = options
  return ({ chain }: { chain?: Chain | undefined }) => {
    store.getState().watch(chainId, urls.length)
    const nodes = urls.map((url) => ({
      reads: http(url, { batch: { wait: READ_BATCH_WAIT_MS }, retryCount: 0, timeout: READ_TIMEOUT_MS })({
        chain,
        retryCount: 0,
      }).request,
      // A block's multicall has waited for the block's reads already (viem's multicall batching).
      calls: http(url, { batch: true, retryCount: 0, timeout: READ_TIMEOUT_MS })({ chain, retryCount: 0 }).request,
      head: http(url, { batch: true, retryCount: 0, timeout: HEAD_TIMEOUT_MS })({ chain, retryCount: 0 }).request,
    }))
    const checks = headChainChecks(urls.length)

    /** The URL's chain id answer; a wrong one takes back the head the URL gave unchecked before. */
    const checkChain = (index: number, id: unknown): void => {
      const served = chainIdOf(id)
      const head = checks.checked(index)
      if (served === chainId) return
      if (head) {
        // A head another URL gave since keeps its time.
        const chain = store.getState().chains[chainId]
        const okBefore = chain?.head === head.block ? head.okBefore : chain?.headOkAt
        store.getState().headRetracted(chainId, head.block, { kind: 'wrongChain', chainId: served }, okBefore)
      }
      throw new WrongChainError(served)
    }

    /** `eth_blockNumber`, with `eth_chainId` in the same HTTP batch when the URL's check is due. */
    const headPoll = async (index: number): Promise<string> => {
      const node = nodes[index]!
      const due = checks.due(index)
      const okBefore = store.getState().chains[chainId]?.headOkAt
      const [id, answer] = await Promise.all([
        due ? node.head({ method: 'eth_chainId' }) : undefined,
        node.head({ method: 'eth_blockNumber' }),
      ])
      const block = headQuantity(answer, 'block number')
      if (due) checkChain(index, id)
      else checks.gaveUnchecked(index, { block: BigInt(block), okBefore })
      return block
    }

    const send = async (index: number, method: string, params: unknown): Promise<unknown> => {
      const node = nodes[index]!
      if (method === 'eth_blockNumber') return headPoll(index)
      if (method === 'eth_chainId') return node.head({ method: 'eth_chainId' })
      const request = method === 'eth_call' ? node.calls : node.reads
      return request({ method, params } as Parameters<RequestFn>[0])
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
        // Without a fault the error is the call's own answer (a revert, a bad parameter): the node is fine.
        if (classified)
          store.getState().nodeFault(chainId, index, classified.fault, now(), pollMs, classified.retryAfterMs)
        else store.getState().nodeOk(chainId, index)
        throw Object.assign(new NodeAttemptError(classified?.fault), { cause: error })
      }
    }

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
      request: route as RequestFn,
      retryCount: 0,
    })
  }
}
