import type { ChainTiming } from '@/config/chains'
import type { ChainHealthStore } from './chainHealthStore'
import { demoteAfter } from './freshness'
import { admission } from './nodeCircuit'

/**
 * When the head has not moved for two block times and it came from one URL while another is usable,
 * (closed),
 * that URL is left alone for ten polls, so the following polls ask the other (a lagging or stuck node is not trusted over a
 * healthy one). The last usable URL is never demoted: a quiet chain must not cut every read.
 */
export function demoteFrozenNode(store: ChainHealthStore, chainId: number, timing: ChainTiming, now: number): boolean {
  const chain = store.getState().chains[chainId]
  if (!chain || chain.servedBy === undefined || chain.headAdvancedAt === undefined) return false
  if (now - chain.headAdvancedAt <= demoteAfter(timing)) return false
  const servedBy = chain.servedBy
  const other = chain.nodes.some((node, index) => index !== servedBy && admission(node, now) === 'closed')
  if (!other) return false
  store.getState().nodeFault(chainId, servedBy, { kind: 'frozen' }, now, timing.pollMs, 10 * timing.pollMs)
  return true
}
