import { TradeType } from '@uniswap/sdk-core'
import type { Pair } from '@uniswap/v2-sdk'

/** A route found by the search: its pairs from input to output and its computed amount (out, or in for exact output). */
export interface RouteCandidate {
  pairs: Pair[]
  amount: bigint
}

interface Edge {
  pair: Pair
  token0: string
  token1: string
  reserve0: bigint
  reserve1: bigint
}

/** The V2 pair formula with its 0.3% fee: output for an input; 0 means too little input. */
const getAmountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint => {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

/** The input for an output, or undefined when the pair cannot pay it. */
const getAmountIn = (amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint | undefined =>
  amountOut >= reserveOut ? undefined : (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n

const edges = new WeakMap<Pair, Edge>()

/** A pair in bigint form, once per pair object (a block's pairs are reused for every keystroke). */
function toEdge(pair: Pair): Edge {
  let edge = edges.get(pair)
  if (!edge) {
    edge = {
      pair,
      token0: pair.token0.address.toLowerCase(),
      token1: pair.token1.address.toLowerCase(),
      reserve0: BigInt(pair.reserve0.quotient.toString()),
      reserve1: BigInt(pair.reserve1.quotient.toString()),
    }
    edges.set(pair, edge)
  }
  return edge
}

/**
 * The best routes of at most 1, 2, ... `maxHops` hops in bigint arithmetic: the v2-sdk's bestTradeExactIn/Out routes,
 * in its order, without SDK objects at each step. Ties for the best amount all come back; the caller breaks them.
 */
export function searchRoutes(
  pairs: readonly Pair[],
  tokenIn: string,
  tokenOut: string,
  amount: bigint,
  tradeType: TradeType,
  maxHops: number,
): RouteCandidate[][] {
  const graph = pairs.map(toEdge)
  const used = new Array<boolean>(graph.length).fill(false)
  const exactIn = tradeType === TradeType.EXACT_INPUT
  const [from, to] = exactIn
    ? [tokenIn.toLowerCase(), tokenOut.toLowerCase()]
    : [tokenOut.toLowerCase(), tokenIn.toLowerCase()]
  const best: RouteCandidate[][] = Array.from({ length: maxHops }, () => [])
  // Exact input: more output is better; exact output: less input is better.
  const better = (a: bigint, b: bigint) => (exactIn ? a > b : a < b)

  const offer = (candidate: RouteCandidate) => {
    for (let limit = candidate.pairs.length; limit <= maxHops; limit++) {
      const tied = best[limit - 1]!
      const current = tied[0]?.amount
      if (current === undefined || better(candidate.amount, current)) best[limit - 1] = [candidate]
      else if (candidate.amount === current) tied.push(candidate)
    }
  }

  const walk = (token: string, value: bigint, path: Pair[], hopsLeft: number, remaining: number) => {
    for (let i = 0; i < graph.length; i++) {
      const edge = graph[i]!
      if (used[i] || (edge.token0 !== token && edge.token1 !== token) || edge.reserve0 === 0n || edge.reserve1 === 0n)
        continue
      const forward = edge.token0 === token
      const [reserveThis, reserveOther, next] = forward
        ? [edge.reserve0, edge.reserve1, edge.token1]
        : [edge.reserve1, edge.reserve0, edge.token0]
      const nextValue = exactIn
        ? getAmountOut(value, reserveThis, reserveOther)
        : getAmountIn(value, reserveOther, reserveThis)
      if (nextValue === undefined || nextValue === 0n) continue
      const nextPath = exactIn ? [...path, edge.pair] : [edge.pair, ...path]
      if (next === to) offer({ pairs: nextPath, amount: nextValue })
      else if (hopsLeft > 1 && remaining > 1) {
        used[i] = true
        walk(next, nextValue, nextPath, hopsLeft - 1, remaining - 1)
        used[i] = false
      }
    }
  }

  if (graph.length > 0 && maxHops > 0 && amount > 0n) walk(from, amount, [], maxHops, graph.length)
  return best
}
