import { describe, expect, it } from 'vitest'
import { type NodeState, admission, afterFault, afterSuccess, healthyNode, openPeriod, routeOrder } from './nodeCircuit'

const NOW = 1_000_000
const open = (until: number, probing = false): NodeState => ({
  failures: 1,
  openUntil: until,
  probing,
  fault: { kind: 'timeout' },
})

describe('openPeriod', () => {
  it.each<[string, number, number | undefined, number]>([
    ['one poll without Retry-After', 4_000, undefined, 4_000],
    ['the poll floor over a shorter Retry-After', 4_000, 1_000, 4_000],
    ['the poll floor over Retry-After 0', 1_000, 0, 1_000],
    ['Retry-After above the poll', 1_000, 30_000, 30_000],
    ['capped at 60 s', 1_000, 3_600_000, 60_000],
    ['exactly 60 s', 4_000, 60_000, 60_000],
  ])('%s', (_name, pollMs, retryAfterMs, expected) => {
    expect(openPeriod(pollMs, retryAfterMs)).toBe(expected)
  })
})

describe('afterFault / afterSuccess', () => {
  it('opens the circuit for the open period, counts failures in a row, keeps the fault and clears probing', () => {
    const first = afterFault(healthyNode, { kind: 'http', status: 500 }, NOW, 1_000)
    expect(first).toEqual({ failures: 1, openUntil: NOW + 1_000, probing: false, fault: { kind: 'http', status: 500 } })
    const second = afterFault({ ...first, probing: true }, { kind: 'rateLimited' }, NOW + 2_000, 1_000, 10_000)
    expect(second).toEqual({ failures: 2, openUntil: NOW + 12_000, probing: false, fault: { kind: 'rateLimited' } })
  })

  it('a success closes the circuit entirely', () => {
    expect(afterSuccess()).toEqual({ failures: 0, openUntil: 0, probing: false, fault: undefined })
    expect(admission(afterSuccess(), NOW)).toBe('closed')
  })
})

describe('admission', () => {
  it.each<[string, NodeState, number, 'closed' | 'open' | 'probe']>([
    ['closed', healthyNode, NOW, 'closed'],
    ['open within its period', open(NOW + 1), NOW, 'open'],
    ['probe exactly when the period ends', open(NOW), NOW, 'probe'],
    ['probe after the period', open(NOW - 500), NOW, 'probe'],
    ['open while a probe is in flight', open(NOW - 500, true), NOW, 'open'],
  ])('%s', (_name, state, now, expected) => {
    expect(admission(state, now)).toBe(expected)
  })

  it('a fault just recorded is open, and becomes the probe when its period is over', () => {
    const state = afterFault(healthyNode, { kind: 'timeout' }, NOW, 1_000)
    expect(admission(state, NOW + 999)).toBe('open')
    expect(admission(state, NOW + 1_000)).toBe('probe')
  })
})

describe('routeOrder', () => {
  it.each<[string, NodeState[], { closed: number[]; probe: number | undefined }]>([
    [
      'all closed: every URL in the chain order',
      [healthyNode, healthyNode, healthyNode],
      { closed: [0, 1, 2], probe: undefined },
    ],
    ['one open: left out', [open(NOW + 1_000), healthyNode, healthyNode], { closed: [1, 2], probe: undefined }],
    ['one whose open period is over: the probe', [open(NOW - 1), healthyNode], { closed: [1], probe: 0 }],
    [
      'the probe already in flight: no second probe',
      [open(NOW - 1, true), healthyNode],
      { closed: [1], probe: undefined },
    ],
    ['all open: nothing to try', [open(NOW + 1), open(NOW + 5_000)], { closed: [], probe: undefined }],
    ['none closed, one over: the probe alone', [open(NOW + 1), open(NOW - 1)], { closed: [], probe: 1 }],
    [
      'several over: the first in the chain order is the probe',
      [healthyNode, open(NOW - 1), open(NOW - 100)],
      { closed: [0], probe: 1 },
    ],
    [
      'chain order kept around open URLs',
      [healthyNode, open(NOW + 1), healthyNode, healthyNode],
      { closed: [0, 2, 3], probe: undefined },
    ],
    ['no URLs', [], { closed: [], probe: undefined }],
  ])('%s', (_name, states, expected) => {
    expect(routeOrder(states, NOW)).toEqual(expected)
  })
})
