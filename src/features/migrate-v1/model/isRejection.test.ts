import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isRejection } from './isRejection'

describe('isRejection', () => {
  it('default: code 4001 or viem rejection anywhere in the cause chain', () => {
    expect(isRejection(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toBe(true)
    expect(isRejection(new Error('wrapped', { cause: new UserRejectedRequestError(new Error('no')) }))).toBe(true)
  })

  it('behavior: other errors are not rejections', () => {
    expect(isRejection(new Error('execution reverted'))).toBe(false)
    expect(isRejection(Object.assign(new Error('limit'), { code: -32005 }))).toBe(false)
    expect(isRejection(undefined)).toBe(false)
  })
})
