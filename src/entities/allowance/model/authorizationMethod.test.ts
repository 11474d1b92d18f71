import { describe, expect, it } from 'vitest'
import { authorizationMethod } from './authorizationMethod'

describe('authorizationMethod', () => {
  it('default: an account the detector says is an Argent wallet approves, then sends', () => {
    expect(authorizationMethod(true)).toBe('approve')
  })

  it('behavior: any other account, or one not known (no detector, read pending or failed), signs a permit', () => {
    expect(authorizationMethod(false)).toBe('permit')
    expect(authorizationMethod(undefined)).toBe('permit')
  })
})
