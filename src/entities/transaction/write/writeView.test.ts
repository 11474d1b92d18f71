import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors'
import { writeView } from './writeView'

describe('writeView', () => {
  it('default: form, then the wallet, then the hash, then the mined outcome', () => {
    expect(writeView('idle', false, undefined, 'dismiss')).toBe('form')
    expect(writeView('awaiting', false, undefined, 'dismiss')).toBe('awaiting')
    expect(writeView('submitted', true, undefined, 'dismiss')).toBe('submitted')
    expect(writeView('confirmed', true, undefined, 'dismiss')).toBe('confirmed')
  })

  it('behavior: a rejection (no failure to show) returns to the form; other failures show the error to dismiss', () => {
    expect(writeView('failed', false, undefined, 'dismiss')).toBe('form')
    expect(writeView('failed', false, new AppError('STAKE_WITHOUT_APPROVAL'), 'dismiss')).toBe('failed')
    expect(writeView('failed', false, new AppError('SEND_FAILED', { params: { message: 'x' } }), 'dismiss')).toBe(
      'failed',
    )
  })

  it('args: a flow whose form shows its errors gets the form back on any failure', () => {
    expect(writeView('failed', false, new AppError('SEND_FAILED', { params: { message: 'x' } }), 'form')).toBe('form')
  })

  it('behavior: a transaction that failed once sent (reverted, replaced, dropped) brings the form back', () => {
    for (const status of ['failed', 'replaced', 'dropped'] as const) {
      expect(writeView(status, true, undefined, 'form')).toBe('form')
      expect(writeView(status, true, undefined, 'dismiss')).toBe('form')
    }
  })
})
