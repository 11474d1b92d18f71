import { BaseError } from 'viem'
import { describe, expect, it } from 'vitest'
import { AppError, describeError, errorChain, findAppError, isAppError } from './AppError'

describe('AppError', () => {
  it('default: a code, its catalogue text as short message and message, no params', () => {
    const error = new AppError('NO_TRANSACTION_HASH')
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ name: 'AppError', code: 'NO_TRANSACTION_HASH' })
    expect([error.params, error.details, error.cause]).toEqual([undefined, undefined, undefined])
    expect(error.shortMessage).toBe('No transaction hash found.')
    expect(error.message).toBe('No transaction hash found.')
  })

  it('args: params fill the text and stay on the error', () => {
    const error = new AppError('LIST_DOWNLOAD_FAILED', { params: { url: 'https://lists.example/l.json' } })
    expect(error.params).toEqual({ url: 'https://lists.example/l.json' })
    expect(error.shortMessage).toBe('Failed to download list https://lists.example/l.json')
  })

  it('args: details are for developers, added to the message but not the short message', () => {
    const error = new AppError('UNEXPECTED_SLIPPAGE', { details: '12.5 basis points' })
    expect(error.details).toBe('12.5 basis points')
    expect(error.shortMessage).toBe('Unexpected slippage value')
    expect(error.message).toBe('Unexpected slippage value\n\nDetails: 12.5 basis points')
  })

  it('args: cause is kept as the standard cause', () => {
    const cause = new TypeError('offline')
    expect(new AppError('CLAIM_DATA_FAILED', { cause }).cause).toBe(cause)
  })
})

describe('AppError.walk', () => {
  const root = new TypeError('root')
  const viem = new BaseError('middle', { cause: root })
  const error = new AppError('LIST_DOWNLOAD_FAILED', {
    params: { url: 'u' },
    cause: new AppError('HTTP_NOT_OK', { params: { status: '500', statusText: 'Oops' }, cause: viem }),
  })

  it('default: without a test, the innermost cause', () => {
    expect(error.walk()).toBe(root)
    expect(new AppError('INVALID_HEX').walk()).toBeInstanceOf(AppError)
  })

  it('behavior: the first error of the chain, outermost first, that the test accepts (this one included)', () => {
    expect(error.walk((e) => e instanceof BaseError)).toBe(viem)
    expect(error.walk((e) => isAppError(e, 'HTTP_NOT_OK'))).toMatchObject({
      code: 'HTTP_NOT_OK',
      params: { status: '500' },
    })
    expect(error.walk((e) => e instanceof AppError)).toBe(error)
  })

  it('behavior: null when nothing matches', () => {
    expect(error.walk((e) => e instanceof RangeError)).toBeNull()
  })
})

describe('errorChain', () => {
  it('walks the cause chain, outermost first, through errors that are not Errors', () => {
    const raw = { code: 4001, message: 'User rejected' }
    const middle = new Error('middle', { cause: raw })
    const error = new AppError('USER_REJECTED', { cause: middle })
    expect([...errorChain(error)]).toEqual([error, middle, raw])
  })

  it('stops on a cycle and on nothing', () => {
    const a = new AppError('INVALID_HEX')
    const b = new Error('b', { cause: a })
    Object.assign(a, { cause: b })
    expect([...errorChain(a)]).toEqual([a, b])
    expect([...errorChain(undefined)]).toEqual([])
    expect([...errorChain(null)]).toEqual([])
  })
})

describe('isAppError / findAppError', () => {
  it('isAppError tests the class, and the code when given', () => {
    const error = new AppError('INVALID_HEX')
    expect(isAppError(error)).toBe(true)
    expect(isAppError(error, 'INVALID_HEX')).toBe(true)
    expect(isAppError(error, 'INVALID_ADDRESS')).toBe(false)
    expect(isAppError({ code: 'INVALID_HEX' })).toBe(false)
  })

  it('findAppError gives the outermost AppError of the chain', () => {
    const inner = new AppError('CODEC_UNRECOGNIZED', { params: { codec: 'swarm-ns' } })
    const outer = new AppError('CONTENTHASH_TRANSLATE_FAILED', { params: { hash: '0xe4' }, cause: inner })
    expect(findAppError(new Error('wrapper', { cause: outer }))).toBe(outer)
    expect(findAppError(new Error('plain'))).toBeUndefined()
  })
})

describe('describeError', () => {
  it('gives the text in the active language, with the params', () => {
    expect(describeError('UNSUPPORTED_NETWORK_ID', { id: '42' })).toBe('Unsupported network ID: 42')
    expect(describeError('HTTP_NOT_OK', { status: '404', statusText: 'Not Found' })).toBe('404: Not Found')
  })
})
