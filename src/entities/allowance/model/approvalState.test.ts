import { describe, expect, it } from 'vitest'
import { approvalState } from './approvalState'

describe('approvalState', () => {
  it('the native coin is always approved', () =>
    expect(approvalState({ native: true, amount: undefined, allowance: undefined, pending: false })).toBe('APPROVED'))
  it('unknown without an amount or an allowance', () => {
    expect(approvalState({ native: false, amount: undefined, allowance: 5n, pending: false })).toBe('UNKNOWN')
    expect(approvalState({ native: false, amount: 5n, allowance: undefined, pending: true })).toBe('UNKNOWN')
  })
  it('approved when the allowance covers the amount, pending or not', () => {
    expect(approvalState({ native: false, amount: 5n, allowance: 5n, pending: true })).toBe('APPROVED')
    expect(approvalState({ native: false, amount: 5n, allowance: 6n, pending: false })).toBe('APPROVED')
  })
  it('pending while an approval waits, else not approved', () => {
    expect(approvalState({ native: false, amount: 5n, allowance: 4n, pending: true })).toBe('PENDING')
    expect(approvalState({ native: false, amount: 5n, allowance: 4n, pending: false })).toBe('NOT_APPROVED')
  })
})
