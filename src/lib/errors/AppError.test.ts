import { describe, expect, it } from 'vitest'
import { AppError, errorChain } from './AppError'

describe('errorChain', () => {
  it('walks the cause chain, outermost first', () => {
    const root = new Error('root')
    const middle = new Error('middle', { cause: root })
    const error = new AppError('outer', { cause: middle })
    expect([...errorChain(error)]).toEqual([error, middle, root])
    expect(error).toBeInstanceOf(Error)
  })

  it('stops on a cycle and on nothing', () => {
    const a = new AppError('a')
    const b = new Error('b', { cause: a })
    Object.assign(a, { cause: b })
    expect([...errorChain(a)]).toEqual([a, b])
    expect([...errorChain(undefined)]).toEqual([])
  })
})
