import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { ChainNotConfiguredError } from 'wagmi'
import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors'
import { isWrongNetworkError } from './isWrongNetworkError'

describe('isWrongNetworkError', () => {
  it('default: a failed network switch, anywhere in the cause chain', () => {
    expect(isWrongNetworkError(new SwitchChainError(new Error('no')))).toBe(true)
    expect(isWrongNetworkError(new AppError('CONNECT_FAILED', { cause: new ChainNotConfiguredError() }))).toBe(true)
  })

  it('behavior: other failures are not', () => {
    expect(isWrongNetworkError(new UserRejectedRequestError(new Error('no')))).toBe(false)
    expect(isWrongNetworkError(new Error('Failed to fetch'))).toBe(false)
    expect(isWrongNetworkError(undefined)).toBe(false)
  })
})
