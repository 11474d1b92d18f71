import { BaseError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { AppError } from './AppError'
import { isUserRejection } from './isUserRejection'
import { type StoredError, storedErrorSchema, toStoredError, toUserMessage } from './toUserMessage'

/** A wallet's refusal as viem reports it from deep inside a write: outer library error, then the rejection. */
const viemRejection = () =>
  new BaseError('Transaction creation failed.', {
    cause: new BaseError('Request failed.', {
      cause: new UserRejectedRequestError(new Error('User denied transaction signature.')),
    }),
  })

describe('toUserMessage: rejections', () => {
  it('a viem UserRejectedRequestError, however deep, reads Transaction rejected.', () => {
    expect(toUserMessage(viemRejection())).toBe('Transaction rejected.')
    // Even under an AppError of another code: a rejection is a rejection.
    expect(toUserMessage(new AppError('SWAP_FAILED', { params: { message: 'x' }, cause: viemRejection() }))).toBe(
      'Transaction rejected.',
    )
  })

  it('a raw provider error with EIP-1193 code 4001, or WalletConnect’s 5000, reads Transaction rejected.', () => {
    expect(toUserMessage({ code: 4001, message: 'User denied' })).toBe('Transaction rejected.')
    expect(toUserMessage({ code: 5000, message: 'User rejected.' })).toBe('Transaction rejected.')
    expect(toUserMessage(new Error('wrapped', { cause: { code: 4001 } }))).toBe('Transaction rejected.')
  })

  it('our own USER_REJECTED, live or stored, reads Transaction rejected.', () => {
    expect(toUserMessage(new AppError('USER_REJECTED'))).toBe('Transaction rejected.')
    expect(toUserMessage({ code: 'USER_REJECTED' })).toBe('Transaction rejected.')
  })

  it('other provider codes are not rejections', () => {
    expect(isUserRejection({ code: -32603, message: 'Internal error' })).toBe(false)
    expect(isUserRejection({ code: 4100 })).toBe(false)
    expect(isUserRejection(new Error('User rejected the request'))).toBe(false)
  })
})

describe('toUserMessage: catalogue errors', () => {
  it('an AppError reads its catalogue text with its params', () => {
    expect(toUserMessage(new AppError('LIST_DOWNLOAD_FAILED', { params: { url: 'https://x.example/l.json' } }))).toBe(
      'Failed to download list https://x.example/l.json',
    )
    expect(toUserMessage(new AppError('SWAP_FAILED', { params: { message: 'nonce too low' } }))).toBe(
      'Swap failed: nonce too low',
    )
    expect(toUserMessage(new AppError('REVERTED', { params: { reason: 'UniswapV2: K' } }))).toBe(
      'The transaction cannot succeed. This is probably an issue with one of the tokens you are swapping. The contract said: “UniswapV2: K”',
    )
    expect(toUserMessage(new AppError('SEND_REVERTED', { params: { reason: 'UniswapV2: K' } }))).toBe(
      'Transaction failed. The contract said: “UniswapV2: K”',
    )
  })

  it('the outermost AppError of the chain speaks, never the causes’ texts nor the details', () => {
    const inner = new AppError('CODEC_UNRECOGNIZED', { params: { codec: 'swarm-ns' } })
    const outer = new AppError('CONTENTHASH_TRANSLATE_FAILED', {
      params: { hash: '0xe40101' },
      cause: inner,
      details: 'resolver said so',
    })
    expect(toUserMessage(outer)).toBe('Failed to translate contenthash to URI: 0xe40101')
    expect(toUserMessage(new BaseError('library wrapper', { cause: inner }))).toBe('Unrecognized codec: swarm-ns')
  })

  it('the text is chosen by code, whatever the message says', () => {
    const error = new AppError('INVALID_HEX')
    Object.defineProperty(error, 'message', { value: 'Failed to download list https://evil.example' })
    expect(toUserMessage(error)).toBe('Invalid hex')
    expect(toUserMessage(new Error('Failed to download list https://x.example'))).toBe(
      'Failed to download list https://x.example',
    )
  })
})

describe('toUserMessage: stored errors', () => {
  it('a stored { code, params } reads like the AppError it came from', () => {
    const error = new AppError('LIST_VALIDATION_FAILED', { params: { details: 'tokens.0.decimals: Too big' } })
    const stored = toStoredError(error)
    expect(stored).toEqual({ code: 'LIST_VALIDATION_FAILED', params: { details: 'tokens.0.decimals: Too big' } })
    expect(toUserMessage(stored)).toBe(toUserMessage(error))
    expect(toUserMessage({ code: 'DUPLICATE_TOKENS' })).toBe('Duplicate tokens')
  })

  it('a stored error that lacks a parameter still reads (the parameter as nothing)', () => {
    expect(toUserMessage({ code: 'LIST_DOWNLOAD_FAILED' })).toBe('Failed to download list ')
  })

  it('an object with an unknown code is not a stored error', () => {
    expect(toUserMessage({ code: 'NOT_A_CODE' })).toBe('Unexpected error.')
  })
})

describe('toUserMessage: everything else', () => {
  it('a library error shows its short message, another Error its message', () => {
    expect(toUserMessage(new BaseError('Nonce too low.', { details: 'nonce 3, expected 5' }))).toBe('Nonce too low.')
    expect(toUserMessage(new Error('boom'))).toBe('boom')
  })

  it('something that is not an error reads Unexpected error.', () => {
    expect(toUserMessage(undefined)).toBe('Unexpected error.')
    expect(toUserMessage('Failed to download list x')).toBe('Unexpected error.')
    expect(toUserMessage({ message: 'hello' })).toBe('Unexpected error.')
  })
})

describe('toStoredError / storedErrorSchema', () => {
  it('keeps the code and a copy of the params of the outermost AppError', () => {
    const params = { url: 'https://x.example/l.json' }
    const stored = toStoredError(new Error('wrapper', { cause: new AppError('LIST_DOWNLOAD_FAILED', { params }) }))
    expect(stored).toEqual({ code: 'LIST_DOWNLOAD_FAILED', params })
    expect(stored.params).not.toBe(params)
    expect(toStoredError(new AppError('INVALID_HEX'))).toEqual({ code: 'INVALID_HEX' })
  })

  it('a rejection is USER_REJECTED, anything else UNKNOWN_ERROR', () => {
    expect(toStoredError(viemRejection())).toEqual({ code: 'USER_REJECTED' })
    expect(toStoredError(new TypeError('offline'))).toEqual({ code: 'UNKNOWN_ERROR' })
  })

  it('survives JSON and the schema; the schema refuses unknown codes, texts and oversized params', () => {
    const stored: StoredError = { code: 'HTTP_NOT_OK', params: { status: '502', statusText: 'Bad Gateway' } }
    expect(storedErrorSchema.parse(JSON.parse(JSON.stringify(stored)))).toEqual(stored)
    expect(storedErrorSchema.safeParse({ code: 'NOT_A_CODE' }).success).toBe(false)
    expect(storedErrorSchema.safeParse('Failed to download list x').success).toBe(false)
    expect(storedErrorSchema.safeParse({ code: 'HTTP_NOT_OK', params: { status: 5 } }).success).toBe(false)
    expect(
      storedErrorSchema.safeParse({ code: 'LIST_DOWNLOAD_FAILED', params: { url: 'x'.repeat(5_000) } }).success,
    ).toBe(false)
  })
})
