import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors'
import { dialogView } from './dialogView'

describe('dialogView', () => {
  it('form, then the wallet, then the hash', () => {
    expect(dialogView('idle', false, undefined)).toBe('form')
    expect(dialogView('awaiting', false, undefined)).toBe('pending')
    expect(dialogView('submitted', true, undefined)).toBe('submitted')
    expect(dialogView('confirmed', true, undefined)).toBe('submitted')
  })

  it('a rejection (no failure to show) returns to the form; other failures show the error', () => {
    expect(dialogView('failed', false, undefined)).toBe('form')
    expect(dialogView('failed', false, new AppError('STAKE_WITHOUT_APPROVAL'))).toBe('error')
    expect(dialogView('failed', false, new AppError('SEND_FAILED', { params: { message: 'x' } }))).toBe('error')
  })
})
