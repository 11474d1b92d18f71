import { describe, expect, it } from 'vitest'
import { proposalStatus, statusTone } from './proposalStatus'

describe('proposalStatus', () => {
  it.each([
    [0, 'pending'],
    [1, 'active'],
    [2, 'canceled'],
    [3, 'defeated'],
    [4, 'succeeded'],
    [5, 'queued'],
    [6, 'expired'],
    [7, 'executed'],
  ] as const)('default: code %i is %s (GovernorAlpha enum order)', (code, status) => {
    expect(proposalStatus(code)).toBe(status)
    expect(proposalStatus(BigInt(code))).toBe(status)
  })

  it.each([8, -1, 1.5, Number.NaN, 2n ** 256n - 1n, undefined])('behavior: %s is undetermined', (code) => {
    expect(proposalStatus(code)).toBe('undetermined')
  })
})

describe('statusTone', () => {
  it('default: the badge colours of spec 4', () => {
    expect(statusTone('pending')).toBe('blue')
    expect(statusTone('active')).toBe('blue')
    expect(statusTone('succeeded')).toBe('secondBlue')
    expect(statusTone('executed')).toBe('secondBlue')
    expect(statusTone('defeated')).toBe('red')
    for (const status of ['queued', 'canceled', 'expired', 'undetermined'] as const)
      expect(statusTone(status)).toBe('neutral')
  })
})
