import { describe, expect, it, vi } from 'vitest'
import { manifestSchema } from '../../devnet/manifest'
import { loadDevnet } from './devnet'

describe('loadDevnet', () => {
  it('parses the manifest once and hands out the same devnet after that (pair addresses ask on every render)', () => {
    const parse = vi.spyOn(manifestSchema, 'parse')
    const first = loadDevnet()
    const again = loadDevnet()
    expect(again).toBe(first)
    expect(first.devAccount).toBe(first.accounts[0])
    // Once at most: another test of this run may have loaded it already.
    expect(parse.mock.calls.length).toBeLessThanOrEqual(1)
    parse.mockRestore()
  })
})
