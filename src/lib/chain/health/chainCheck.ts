import { type Address, type Hex, decodeAbiParameters, encodeAbiParameters, multicall3Abi } from 'viem'
import { whenIdle } from '@/lib/idle/whenIdle'

/** Multicall3's `aggregate3` (viem's own ABI entry, already used by its multicall batching). */
const aggregate3 = multicall3Abi[0]
const AGGREGATE3 = '0x82ad56cb'
/** Multicall3's `getChainId()`: the node's chain id, read inside the block's multicall. */
const GET_CHAIN_ID: Hex = '0x3408e470'

type Call = { target: Address; allowFailure: boolean; callData: Hex }
type CallRequest = { to?: unknown; data?: unknown; input?: unknown }

type Result = { success: boolean; returnData: Hex }

/** An `eth_call` of Multicall3's `aggregate3`: its calls, and the rest of its parameters (the block). */
export function aggregateOf(
  params: unknown,
  multicall: Address | undefined,
): { calls: readonly Call[]; request: CallRequest; rest: unknown[] } | undefined {
  if (!multicall || !Array.isArray(params)) return undefined
  const [request, ...rest] = params as [CallRequest | undefined, ...unknown[]]
  const data = request?.data ?? request?.input
  if (
    typeof request?.to !== 'string' ||
    typeof data !== 'string' ||
    !data.startsWith(AGGREGATE3) ||
    request.to.toLowerCase() !== multicall.toLowerCase()
  )
    return undefined
  const [calls] = decodeAbiParameters(aggregate3.inputs, `0x${data.slice(10)}`) as readonly [readonly Call[]]
  return { calls, request, rest }
}

/** `aggregate3` call parameters for `calls`, in the shape of `request` (data or input), at the same block. */
export function aggregateParams(request: CallRequest, rest: readonly unknown[], calls: readonly Call[]): unknown[] {
  const encoded = `${AGGREGATE3}${encodeAbiParameters(aggregate3.inputs, [calls]).slice(2)}` as const
  return [{ ...request, ...(request.data === undefined ? { input: encoded } : { data: encoded }) }, ...rest]
}

/**
 * Several `aggregate3` answers out of one: the merged call's results cut into parts of `sizes` calls each, each
 * encoded as its own answer. Undefined when the answer is not an `aggregate3` result of as many calls.
 */
export function splitAggregate(result: unknown, sizes: readonly number[]): Hex[] | undefined {
  if (typeof result !== 'string' || result === '0x') return undefined
  try {
    const [results] = decodeAbiParameters(aggregate3.outputs, result as Hex) as readonly [readonly Result[]]
    if (results.length !== sizes.reduce((sum, n) => sum + n, 0)) return undefined
    let offset = 0
    return sizes.map((size) => encodeAbiParameters(aggregate3.outputs, [results.slice(offset, (offset += size))]))
  } catch {
    return undefined
  }
}

/**
 * An `eth_call` that is a Multicall3 `aggregate3` (viem's multicall batching of a block's reads), with Multicall3's
 * `getChainId()` added as its last call: the node's chain is checked in the same call as the block's reads, instead of
 * an `eth_chainId` beside every head poll. Undefined for any other call (sent as it is).
 */
export function withChainCheck(params: unknown, multicall: Address | undefined): unknown[] | undefined {
  const aggregate = aggregateOf(params, multicall)
  if (!aggregate || !multicall) return undefined
  return aggregateParams(aggregate.request, aggregate.rest, [
    ...aggregate.calls,
    { target: multicall, allowFailure: true, callData: GET_CHAIN_ID },
  ])
}

/**
 * The answer to a call sent `withChainCheck`: the block's results as the caller asked for them, and the chain id the
 * node gave (undefined when the answer is not an `aggregate3` result: no Multicall3 there, a node of another chain).
 */
export function splitChainCheck(result: unknown): { result: unknown; chainId: number | undefined } {
  if (typeof result !== 'string' || result === '0x') return { result, chainId: undefined }
  try {
    const [results] = decodeAbiParameters(aggregate3.outputs, result as Hex) as readonly [readonly Result[]]
    const check = results.at(-1)
    if (!check) return { result, chainId: undefined }
    const chainId = check.success && check.returnData.length === 66 ? Number(check.returnData) : undefined
    return { result: encodeAbiParameters(aggregate3.outputs, [results.slice(0, -1)]), chainId }
  } catch {
    return { result, chainId: undefined }
  }
}

/** Multicalls of one block waiting to go out as one: the first's parameters, every call, and each caller's share. */
interface MergeGroup {
  first: unknown
  calls: Call[]
  parts: { size: number; resolve: (result: unknown) => void; reject: (error: unknown) => void }[]
}

/**
 * The block's multicalls go out through `send` as one `aggregate3`, each caller getting its part (viem batches each
 * fetcher's reads in its own window: a page whose readers render over several tasks makes several). The first one
 * waits until the page is idle, so every reader the block set rendering has asked, and at most `waitMs`; where there
 * is no idle callback, `waitMs`. Waiting a fixed `waitMs` put that time between every block and its quote. The
 * returned function gives undefined for a call that is not a multicall (sent as it is).
 */
export function multicallMerger(
  send: (params: unknown) => Promise<unknown>,
  multicall: Address | undefined,
  waitMs: number,
) {
  const groups = new Map<string, MergeGroup>()
  return (params: unknown): Promise<unknown> | undefined => {
    const aggregate = aggregateOf(params, multicall)
    if (!aggregate) return undefined
    const key = JSON.stringify(aggregate.rest)
    let group = groups.get(key)
    if (!group) {
      const created: MergeGroup = { first: params, calls: [], parts: [] }
      group = created
      groups.set(key, created)
      const flush = () => {
        groups.delete(key)
        const { parts } = created
        const single = parts.length === 1
        send(single ? created.first : aggregateParams(aggregate.request, aggregate.rest, created.calls)).then(
          (result) => {
            const answers = single
              ? [result]
              : splitAggregate(
                  result,
                  parts.map((part) => part.size),
                )
            parts.forEach((part, i) => part.resolve(answers ? answers[i] : result))
          },
          (error: unknown) => parts.forEach((part) => part.reject(error)),
        )
      }
      whenIdle(flush, waitMs)
    }
    group.calls.push(...aggregate.calls)
    const parts = group.parts
    return new Promise((resolve, reject) => parts.push({ size: aggregate.calls.length, resolve, reject }))
  }
}
