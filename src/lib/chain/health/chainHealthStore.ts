import { createStore } from 'zustand/vanilla'
import { type NodeState, afterFault, afterSuccess, healthyNode } from './nodeCircuit'
import type { NodeFault } from './nodeFault'

/** What the app knows of one chain's nodes and head: the facts freshness is derived from (never persisted). */
export interface ChainHealth {
  /** One circuit per RPC URL, in the chain's order. */
  nodes: NodeState[]
  /** The URL (index) that answered the last head poll. */
  servedBy: number | undefined
  /** The highest block number seen: the chain's block number only goes up (spec section 4). */
  head: bigint | undefined
  /** When `head` last went up. */
  headAdvancedAt: number | undefined
  /** When a head poll last succeeded, and the fault of the last one if it failed. */
  headOkAt: number | undefined
  headFault: NodeFault | undefined
  /** When the app first polled this chain's head (a node that never answers is measured from here). */
  firstPollAt: number | undefined
  /** Since when the block's reads have been failing (undefined while the last round succeeded). */
  readsFailingSince: number | undefined
}

/** Whether a chain's one-off reads (names, static values) may go: due once its first block's reads have landed, open once the page is idle after that. */
export type OneOffReads = 'due' | 'open'

export interface ChainHealthState {
  chains: Record<number, ChainHealth>
  oneOffReads: Record<number, OneOffReads>
  /** The app's first screen has rendered: one-off reads never go before it. */
  pageShown: boolean
  /** Registers a chain's URLs (again after a change): circuits start closed. */
  watch(chainId: number, urlCount: number): void
  /** A head poll begins (the first one starts the clock for a node that never answers). */
  pollStarted(chainId: number, now: number): void
  nodeFault(chainId: number, index: number, fault: NodeFault, now: number, pollMs: number, retryAfterMs?: number): void
  nodeOk(chainId: number, index: number): void
  /** The one request allowed through a half-open circuit has been sent. */
  nodeProbing(chainId: number, index: number): void
  /** URL `index` answered a head poll (the transport says which). */
  headServed(chainId: number, index: number): void
  /** A head poll answered `blockNumber`; returns the chain's block number, never lower than before. */
  headOk(chainId: number, blockNumber: bigint, now: number): bigint
  headFailed(chainId: number, fault: NodeFault): void
  /**
   * The head poll that answered `blockNumber` came from a node found to serve another chain (after the poll, by the
   * chain check of its next one): it counts as failed with `fault` (its success time goes back to `okBefore`), and the
   * number is forgotten when it is the chain's head.
   */
  headRetracted(chainId: number, blockNumber: bigint, fault: NodeFault, okBefore: number | undefined): void
  readsFailed(chainId: number, now: number): void
  readsOk(chainId: number): void
  oneOffReadsAre(chainId: number, state: OneOffReads): void
  showPage(): void
}

const freshChain = (urlCount: number): ChainHealth => ({
  nodes: Array.from({ length: urlCount }, () => healthyNode),
  servedBy: undefined,
  head: undefined,
  headAdvancedAt: undefined,
  headOkAt: undefined,
  headFault: undefined,
  firstPollAt: undefined,
  readsFailingSince: undefined,
})

export function createChainHealthStore() {
  return createStore<ChainHealthState>()((set, get) => {
    const update = (chainId: number, change: (chain: ChainHealth) => Partial<ChainHealth> | undefined): void => {
      const chain = get().chains[chainId]
      if (!chain) return
      const patch = change(chain)
      if (patch) set((state) => ({ chains: { ...state.chains, [chainId]: { ...chain, ...patch } } }))
    }
    const setNode = (chainId: number, index: number, next: (node: NodeState) => NodeState | undefined): void =>
      update(chainId, (chain) => {
        const node = chain.nodes[index]
        const changed = node && next(node)
        return changed ? { nodes: chain.nodes.map((n, i) => (i === index ? changed : n)) } : undefined
      })
    return {
      chains: {},
      oneOffReads: {},
      pageShown: false,
      watch: (chainId, urlCount) => {
        if (get().chains[chainId]?.nodes.length === urlCount) return
        set((state) => ({ chains: { ...state.chains, [chainId]: freshChain(urlCount) } }))
      },
      pollStarted: (chainId, now) =>
        update(chainId, (chain) => (chain.firstPollAt === undefined ? { firstPollAt: now } : undefined)),
      nodeFault: (chainId, index, fault, now, pollMs, retryAfterMs) =>
        setNode(chainId, index, (node) => afterFault(node, fault, now, pollMs, retryAfterMs)),
      nodeOk: (chainId, index) =>
        setNode(chainId, index, (node) => (node === healthyNode ? undefined : afterSuccess())),
      nodeProbing: (chainId, index) => setNode(chainId, index, (node) => ({ ...node, probing: true })),
      headServed: (chainId, index) =>
        update(chainId, (chain) => (chain.servedBy === index ? undefined : { servedBy: index })),
      headOk: (chainId, blockNumber, now) => {
        const chain = get().chains[chainId]
        const advanced = chain?.head === undefined || blockNumber > chain.head
        update(chainId, () => ({
          headOkAt: now,
          headFault: undefined,
          ...(advanced ? { head: blockNumber, headAdvancedAt: now } : {}),
        }))
        return advanced || chain?.head === undefined ? blockNumber : chain.head
      },
      headFailed: (chainId, fault) => update(chainId, () => ({ headFault: fault })),
      headRetracted: (chainId, blockNumber, fault, okBefore) =>
        update(chainId, (chain) => ({
          headOkAt: okBefore,
          headFault: fault,
          ...(chain.head === blockNumber ? { head: undefined } : {}),
        })),
      readsFailed: (chainId, now) =>
        update(chainId, (chain) => (chain.readsFailingSince === undefined ? { readsFailingSince: now } : undefined)),
      readsOk: (chainId) =>
        update(chainId, (chain) =>
          chain.readsFailingSince === undefined ? undefined : { readsFailingSince: undefined },
        ),
      oneOffReadsAre: (chainId, state) =>
        set((current) => ({ oneOffReads: { ...current.oneOffReads, [chainId]: state } })),
      showPage: () => {
        if (!get().pageShown) set({ pageShown: true })
      },
    }
  })
}

export type ChainHealthStore = ReturnType<typeof createChainHealthStore>

/** The app's one record of chain health, fed by its transports and its head poll. */
export const chainHealthStore = createChainHealthStore()
