import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search'

describe('router search serialisation', () => {
  it('keeps values as plain strings both ways', () => {
    expect(stringifySearch({ claim: '1', use: 'v1', empty: '', gone: undefined })).toBe('?claim=1&use=v1')
    expect(parseSearch('?claim=1&exactAmount=2.5')).toEqual({ claim: '1', exactAmount: '2.5' })
    expect(stringifySearch({})).toBe('')
  })
  it('round-trips characters that need escaping', () => {
    const search = { recipient: 'a b&c=d', lng: 'de' }
    expect(parseSearch(stringifySearch(search))).toEqual(search)
  })
})
