import type { ChainTiming } from '@/config/chains'
import type { ChainHealthStore } from './chainHealthStore'
import { demoteAfter } from './freshness'
import { admission } from './nodeCircuit'

/**
 * A frozen head's URL is left alone for ten polls while another is usable, so the next request asks the other;
 * returns the URL left, if any. The caller calls `keepIfNotBehind` (a quiet chain must not cost a URL its place).
 * The last usable URL is never left: a quiet chain must not cut every read.
 */
export function demoteFrozenNode(
  store: ChainHealthStore,
  chainId: number,
  timing: ChainTiming,
  now: number,
): number | undefined {
  const chain = store.getState().chains[chainId]
  if (!chain || chain.servedBy === undefined || chain.headAdvancedAt === undefined) return undefined
  if (now - chain.headAdvancedAt <= demoteAfter(timing)) return undefined
  const servedBy = chain.servedBy
  const other = chain.nodes.some((node, index) => index !== servedBy && admission(node, now) === 'closed')
  if (!other) return undefined
  store.getState().nodeFault(chainId, servedBy, { kind: 'frozen' }, now, timing.pollMs, 10 * timing.pollMs)
  return servedBy
}

/**
 * The other URL's answer to a demoted URL's head `head`: when it is no further on (or did not answer), the chain is
 * quiet rather than the URL behind, and the URL gets its place back. Returns the chain's block number.
 */
export function keepIfNotBehind(
  store: ChainHealthStore,
  chainId: number,
  demoted: number,
  head: bigint,
  other: bigint | undefined,
  now: number,
): bigint {
  if (other === undefined || other <= head) store.getState().nodeOk(chainId, demoted)
  return other === undefined ? head : store.getState().headOk(chainId, other, now)
}
