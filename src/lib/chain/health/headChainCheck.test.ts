import { describe, expect, it } from 'vitest'
import { InvalidHeadError, WrongChainError, chainIdOf, headChainChecks, headQuantity } from './headChainCheck'

describe('headChainChecks', () => {
  it("default: a URL's first poll asks no chain id, every later one does, each URL counted apart", () => {
    const checks = headChainChecks(2)
    expect([checks.due(0), checks.due(0), checks.due(0)]).toEqual([false, true, true])
    expect([checks.due(1), checks.due(1)]).toEqual([false, true])
  })

  it("behavior: the head a first contact gave stays until the URL's next check, which hands it back once", () => {
    const checks = headChainChecks(2)
    checks.gaveUnchecked(0, { block: 7n, okBefore: 3 })
    expect(checks.checked(1)).toBeUndefined()
    expect(checks.checked(0)).toEqual({ block: 7n, okBefore: 3 })
    expect(checks.checked(0)).toBeUndefined()
  })
})

describe('chainIdOf', () => {
  it('default: the chain a quantity names', () => {
    expect(chainIdOf('0x7a69')).toBe(31337)
    expect(chainIdOf('0x1')).toBe(1)
  })

  it.each([null, undefined, 1, 'mainnet', '0x', '0xzz', ''])('error: %s is an invalid answer', (answer) => {
    expect(() => chainIdOf(answer)).toThrow(InvalidHeadError)
  })
})

describe('headQuantity', () => {
  it('default: a quantity as it came; anything else an invalid answer naming what was asked', () => {
    expect(headQuantity('0x10', 'block number')).toBe('0x10')
    expect(() => headQuantity('latest', 'block number')).toThrow(/not a block number/)
  })
})

describe('WrongChainError', () => {
  it('default: names the chain the node serves', () => {
    expect(new WrongChainError(1)).toMatchObject({ chainId: 1, message: 'The node serves chain 1.' })
  })
})
