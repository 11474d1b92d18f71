import { describe, expect, it } from 'vitest'
import type { WriteStatus } from '@/entities/transaction'
import { isWriting } from './writing'

describe('isWriting', () => {
  it('default: from the wallet until the receipt', () => {
    expect(isWriting('awaiting')).toBe(true)
    expect(isWriting('submitted')).toBe(true)
  })

  it('behavior: before, after and instead of a write the user may act', () => {
    for (const status of ['idle', 'confirmed', 'failed', 'replaced', 'dropped'] satisfies WriteStatus[])
      expect(isWriting(status)).toBe(false)
  })
})
