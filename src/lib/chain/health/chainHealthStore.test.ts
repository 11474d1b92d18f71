import { describe, expect, it } from 'vitest'
import type { ChainTiming } from '@/config/chains'
import { type ChainHealth, createChainHealthStore } from './chainHealthStore'
import { demoteFrozenNode, keepIfNotBehind } from './demoteFrozenNode'
import { admission, healthyNode } from './nodeCircuit'

const CHAIN = 1337
const T0 = 1_700_000_000_000

function storeWith(urlCount: number) {
  const store = createChainHealthStore()
  store.getState().watch(CHAIN, urlCount)
  const chain = (): ChainHealth => {
    const c = store.getState().chains[CHAIN]
    if (!c) throw new Error('chain not watched')
    return c
  }
  return { store, chain }
}

describe('chainHealthStore', () => {
  it('watch registers closed circuits and an empty head', () => {
    const { chain } = storeWith(3)
    expect(chain()).toEqual({
      nodes: [healthyNode, healthyNode, healthyNode],
      servedBy: undefined,
      head: undefined,
      headAdvancedAt: undefined,
      headOkAt: undefined,
      headFault: undefined,
      firstPollAt: undefined,
      readsFailingSince: undefined,
    })
  })

  it('headOk is monotonic: a lower or equal block never lowers the head nor moves headAdvancedAt, and the highest is returned', () => {
    const { store, chain } = storeWith(2)
    expect(store.getState().headOk(CHAIN, 10n, T0)).toBe(10n)
    expect(chain()).toMatchObject({ head: 10n, headAdvancedAt: T0, headOkAt: T0 })

    expect(store.getState().headOk(CHAIN, 9n, T0 + 1_000)).toBe(10n)
    expect(chain()).toMatchObject({ head: 10n, headAdvancedAt: T0, headOkAt: T0 + 1_000 })

    expect(store.getState().headOk(CHAIN, 10n, T0 + 2_000)).toBe(10n)
    expect(chain()).toMatchObject({ head: 10n, headAdvancedAt: T0, headOkAt: T0 + 2_000 })

    expect(store.getState().headOk(CHAIN, 11n, T0 + 3_000)).toBe(11n)
    expect(chain()).toMatchObject({ head: 11n, headAdvancedAt: T0 + 3_000, headOkAt: T0 + 3_000 })
  })

  it('headOk clears the fault headFailed recorded; headFailed leaves the head alone', () => {
    const { store, chain } = storeWith(1)
    store.getState().headOk(CHAIN, 5n, T0)
    store.getState().headFailed(CHAIN, { kind: 'timeout' })
    expect(chain()).toMatchObject({ head: 5n, headOkAt: T0, headFault: { kind: 'timeout' } })
    store.getState().headOk(CHAIN, 5n, T0 + 1)
    expect(chain().headFault).toBeUndefined()
  })

  it('headRetracted: the poll counts as failed with the fault, its success time goes back, and its head is forgotten', () => {
    const { store, chain } = storeWith(2)
    store.getState().headOk(CHAIN, 10n, T0)
    store.getState().headOk(CHAIN, 5_000n, T0 + 1_000)
    store.getState().headRetracted(CHAIN, 5_000n, { kind: 'wrongChain', chainId: 1 }, T0)
    expect(chain()).toMatchObject({ head: undefined, headOkAt: T0, headFault: { kind: 'wrongChain', chainId: 1 } })
    // The next good poll sets the head again, even below the number taken back.
    expect(store.getState().headOk(CHAIN, 11n, T0 + 2_000)).toBe(11n)
    expect(chain()).toMatchObject({ head: 11n, headFault: undefined })
  })

  it('headRetracted keeps a head that another poll has moved past the number taken back', () => {
    const { store, chain } = storeWith(2)
    store.getState().headOk(CHAIN, 12n, T0)
    store.getState().headRetracted(CHAIN, 11n, { kind: 'wrongChain', chainId: 1 }, undefined)
    expect(chain()).toMatchObject({ head: 12n, headOkAt: undefined, headFault: { kind: 'wrongChain', chainId: 1 } })
  })

  it('pollStarted keeps the first poll time', () => {
    const { store, chain } = storeWith(1)
    store.getState().pollStarted(CHAIN, T0)
    store.getState().pollStarted(CHAIN, T0 + 5_000)
    expect(chain().firstPollAt).toBe(T0)
  })

  it('nodeFault, nodeProbing and nodeOk change only the URL named', () => {
    const { store, chain } = storeWith(3)
    store.getState().nodeFault(CHAIN, 1, { kind: 'http', status: 500 }, T0, 1_000)
    expect(chain().nodes).toEqual([
      healthyNode,
      { failures: 1, openUntil: T0 + 1_000, probing: false, fault: { kind: 'http', status: 500 } },
      healthyNode,
    ])

    store.getState().nodeFault(CHAIN, 1, { kind: 'rateLimited' }, T0 + 2_000, 1_000, 5_000)
    expect(chain().nodes[1]).toEqual({
      failures: 2,
      openUntil: T0 + 7_000,
      probing: false,
      fault: { kind: 'rateLimited' },
    })

    store.getState().nodeProbing(CHAIN, 1)
    expect(chain().nodes[1]?.probing).toBe(true)
    expect(admission(chain().nodes[1]!, T0 + 10_000)).toBe('open')
    expect(chain().nodes[0]).toEqual(healthyNode)
    expect(chain().nodes[2]).toEqual(healthyNode)

    store.getState().nodeOk(CHAIN, 1)
    expect(chain().nodes).toEqual([healthyNode, healthyNode, healthyNode])
  })

  it('a fault ends a probe: the circuit is open again for its period', () => {
    const { store, chain } = storeWith(2)
    store.getState().nodeFault(CHAIN, 0, { kind: 'timeout' }, T0, 1_000)
    store.getState().nodeProbing(CHAIN, 0)
    store.getState().nodeFault(CHAIN, 0, { kind: 'timeout' }, T0 + 1_500, 1_000)
    expect(chain().nodes[0]).toEqual({ failures: 2, openUntil: T0 + 2_500, probing: false, fault: { kind: 'timeout' } })
  })

  it('nodeOk on a healthy URL does not notify subscribers', () => {
    const { store } = storeWith(2)
    let notified = 0
    const unsubscribe = store.subscribe(() => notified++)
    store.getState().nodeOk(CHAIN, 0)
    store.getState().headServed(CHAIN, 0)
    store.getState().headServed(CHAIN, 0)
    unsubscribe()
    // Only the first headServed changed anything.
    expect(notified).toBe(1)
  })

  it('headServed records which URL answered', () => {
    const { store, chain } = storeWith(2)
    store.getState().headServed(CHAIN, 1)
    expect(chain().servedBy).toBe(1)
    store.getState().headServed(CHAIN, 0)
    expect(chain().servedBy).toBe(0)
  })

  it('readsFailed keeps the first failure time; readsOk clears it', () => {
    const { store, chain } = storeWith(1)
    store.getState().readsFailed(CHAIN, T0)
    store.getState().readsFailed(CHAIN, T0 + 3_000)
    expect(chain().readsFailingSince).toBe(T0)
    store.getState().readsOk(CHAIN)
    expect(chain().readsFailingSince).toBeUndefined()
    store.getState().readsFailed(CHAIN, T0 + 9_000)
    expect(chain().readsFailingSince).toBe(T0 + 9_000)
  })

  it('watch resets a chain only when its URL count changes', () => {
    const { store, chain } = storeWith(2)
    store.getState().headOk(CHAIN, 7n, T0)
    store.getState().nodeFault(CHAIN, 0, { kind: 'timeout' }, T0, 1_000)

    store.getState().watch(CHAIN, 2)
    expect(chain().head).toBe(7n)
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'timeout' })

    store.getState().watch(CHAIN, 3)
    expect(chain().head).toBeUndefined()
    expect(chain().nodes).toEqual([healthyNode, healthyNode, healthyNode])
  })

  it('updates to an unwatched chain are ignored', () => {
    const store = createChainHealthStore()
    store.getState().nodeFault(99, 0, { kind: 'timeout' }, T0, 1_000)
    store.getState().readsFailed(99, T0)
    expect(store.getState().chains[99]).toBeUndefined()
  })

  it('stores are independent', () => {
    const a = createChainHealthStore()
    const b = createChainHealthStore()
    a.getState().watch(CHAIN, 1)
    expect(b.getState().chains[CHAIN]).toBeUndefined()
  })
})

describe('demoteFrozenNode', () => {
  const timing: ChainTiming = { pollMs: 1_000, blockTimeMs: 1_000 }
  // demoteAfter: one block time less half a poll.
  const past = T0 + 501
  const notPast = T0 + 500

  /** URL `servedBy` answered head `10` at T0 and nothing has moved since. */
  function served(urlCount: number, servedBy: number) {
    const s = storeWith(urlCount)
    s.store.getState().headOk(CHAIN, 10n, T0)
    s.store.getState().headServed(CHAIN, servedBy)
    return s
  }

  it('demotes the serving URL after demoteAfter while another URL is closed, for ten polls', () => {
    const { store, chain } = served(2, 0)
    expect(demoteFrozenNode(store, CHAIN, timing, past)).toBe(0)
    expect(chain().nodes[0]).toEqual({
      failures: 1,
      openUntil: past + 10_000,
      probing: false,
      fault: { kind: 'frozen' },
    })
    expect(chain().nodes[1]).toEqual(healthyNode)
  })

  it('the ten polls follow the chain’s poll interval', () => {
    const { store, chain } = served(2, 1)
    expect(demoteFrozenNode(store, CHAIN, { pollMs: 4_000, blockTimeMs: 12_000 }, T0 + 10_000)).toBeUndefined()
    expect(demoteFrozenNode(store, CHAIN, { pollMs: 4_000, blockTimeMs: 12_000 }, T0 + 10_001)).toBe(1)
    expect(chain().nodes[1]?.openUntil).toBe(T0 + 10_001 + 40_000)
  })

  it('not before demoteAfter', () => {
    const { store, chain } = served(2, 0)
    expect(demoteFrozenNode(store, CHAIN, timing, notPast)).toBeUndefined()
    expect(chain().nodes[0]).toEqual(healthyNode)
  })

  it('never the last usable URL: the other is open', () => {
    const { store, chain } = served(2, 0)
    store.getState().nodeFault(CHAIN, 1, { kind: 'timeout' }, past - 100, 1_000)
    expect(demoteFrozenNode(store, CHAIN, timing, past)).toBeUndefined()
    expect(chain().nodes[0]).toEqual(healthyNode)
  })

  it('never the last usable URL: the other is only a probe (not closed)', () => {
    const { store, chain } = served(2, 0)
    store.getState().nodeFault(CHAIN, 1, { kind: 'timeout' }, past - 1_000, 1_000)
    expect(admission(chain().nodes[1]!, past)).toBe('probe')
    expect(demoteFrozenNode(store, CHAIN, timing, past)).toBeUndefined()
    expect(chain().nodes[0]).toEqual(healthyNode)
  })

  it('never the only URL', () => {
    const { store, chain } = served(1, 0)
    expect(demoteFrozenNode(store, CHAIN, timing, past)).toBeUndefined()
    expect(chain().nodes[0]).toEqual(healthyNode)
  })

  it('not without a serving URL or a head', () => {
    const noServer = storeWith(2)
    noServer.store.getState().headOk(CHAIN, 10n, T0)
    expect(demoteFrozenNode(noServer.store, CHAIN, timing, past)).toBeUndefined()

    const noHead = storeWith(2)
    noHead.store.getState().headServed(CHAIN, 0)
    expect(demoteFrozenNode(noHead.store, CHAIN, timing, past)).toBeUndefined()

    expect(demoteFrozenNode(createChainHealthStore(), CHAIN, timing, past)).toBeUndefined()
  })

  it('a head that moved resets the clock', () => {
    const { store } = served(2, 0)
    store.getState().headOk(CHAIN, 11n, T0 + 1_000)
    expect(demoteFrozenNode(store, CHAIN, timing, T0 + 1_500)).toBeUndefined()
    expect(demoteFrozenNode(store, CHAIN, timing, T0 + 1_501)).toBe(0)
  })
})

describe('keepIfNotBehind', () => {
  const timing: ChainTiming = { pollMs: 1_000, blockTimeMs: 1_000 }
  const later = T0 + 501

  /** URL 0 answered head 10 at T0, nothing moved since, and it has just been left for URL 1. */
  function demoted() {
    const s = storeWith(2)
    s.store.getState().headOk(CHAIN, 10n, T0)
    s.store.getState().headServed(CHAIN, 0)
    expect(demoteFrozenNode(s.store, CHAIN, timing, later)).toBe(0)
    return s
  }

  it('the other URL is further on: the demoted URL stays left, and the chain takes the other’s head', () => {
    const { store, chain } = demoted()
    expect(keepIfNotBehind(store, CHAIN, 0, 10n, 12n, later + 10)).toBe(12n)
    expect(chain().nodes[0]?.fault).toEqual({ kind: 'frozen' })
    expect(chain()).toMatchObject({ head: 12n, headAdvancedAt: later + 10 })
  })

  it.each<[string, bigint | undefined]>([
    ['at the same block', 10n],
    ['behind', 8n],
    ['not answering', undefined],
  ])('the other URL %s: the chain is quiet, the demoted URL gets its place back and the head stays', (_name, other) => {
    const { store, chain } = demoted()
    expect(keepIfNotBehind(store, CHAIN, 0, 10n, other, later + 10)).toBe(10n)
    expect(chain().nodes[0]).toEqual(healthyNode)
    expect(chain()).toMatchObject({ head: 10n, headAdvancedAt: T0 })
  })
})
