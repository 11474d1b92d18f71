import { describe, expect, it } from 'vitest'
import { diffMessageIds } from './extractDiff.ts'

describe('diffMessageIds', () => {
  const stored = { a1: { message: 'Swap' }, b2: { message: 'Pool' }, c3: { message: 'Old text', obsolete: true } }

  it('is empty when the source and the catalogue hold the same live messages', () => {
    expect(
      diffMessageIds(
        { b2: { message: 'Pool' }, a1: { message: 'Swap' } },
        { a1: { message: 'Swap' }, b2: { message: 'Pool' } },
      ),
    ).toEqual({ missing: [], obsolete: [] })
  })

  it('reports a message of the source the catalogue lacks, or holds only as obsolete', () => {
    const extracted = {
      a1: { message: 'Swap' },
      b2: { message: 'Pool' },
      c3: { message: 'Old text' },
      d4: { message: 'Language' },
    }
    expect(diffMessageIds(extracted, stored)).toEqual({ missing: ['Language', 'Old text'], obsolete: [] })
    expect(
      diffMessageIds({ a1: { message: 'Swap' }, b2: { message: 'Pool' } }, { a1: { message: 'Swap' } }).missing,
    ).toEqual(['Pool'])
  })

  it('reports a message of the catalogue the source no longer has, by its id when it has no text', () => {
    expect(diffMessageIds({ a1: { message: 'Swap' } }, { a1: { message: 'Swap' }, 'explicit.id': {} })).toEqual({
      missing: [],
      obsolete: ['explicit.id'],
    })
    expect(diffMessageIds({ a1: { message: 'Swap' } }, stored).obsolete).toEqual(['Old text', 'Pool'])
  })
})
