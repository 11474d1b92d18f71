import { describe, expect, it } from 'vitest'
import { isValidListLocation, parseEnsAddress } from './listLocation'

describe('parseEnsAddress', () => {
  it('parses a name', () => {
    expect(parseEnsAddress('tokens.uniswap.eth')).toEqual({ ensName: 'tokens.uniswap.eth' })
    expect(parseEnsAddress('t2crtokens.eth')).toEqual({ ensName: 't2crtokens.eth' })
  })

  it('parses a name with a path', () => {
    expect(parseEnsAddress('sub.name.eth/lists/default.json')).toEqual({
      ensName: 'sub.name.eth',
      ensPath: '/lists/default.json',
    })
    expect(parseEnsAddress('name.eth/')).toEqual({ ensName: 'name.eth', ensPath: '/' })
  })

  it('is case-insensitive and gives the name lowercased', () => {
    expect(parseEnsAddress('Tokens.UniSwap.ETH')).toEqual({ ensName: 'tokens.uniswap.eth' })
  })

  it('allows inner dashes and digits', () => {
    expect(parseEnsAddress('my-list-2.eth')).toEqual({ ensName: 'my-list-2.eth' })
  })

  it.each([
    'eth',
    '.eth',
    'name.eth.com',
    'name.ETH2',
    '-name.eth',
    'name-.eth',
    'na_me.eth',
    'na me.eth',
    'name..eth',
    'nаme.eth', // Cyrillic a
    'name.eth/a b',
    ' name.eth',
    'https://name.eth',
    '',
  ])('refuses %j', (input) => expect(parseEnsAddress(input)).toBeUndefined())
})

describe('isValidListLocation', () => {
  it.each([
    'https://tokens.coingecko.com/uniswap/all.json',
    'http://example.com/list.json',
    'ipfs://QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
    'ipfs:QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4',
    'ipns://tokens.uniswap.org',
    'tokens.uniswap.eth',
    'sub.name.eth/list.json',
    '  https://example.com/list.json\n',
  ])('accepts %j', (input) => expect(isValidListLocation(input)).toBe(true))

  it.each([
    '',
    '   ',
    'example.com/list.json',
    'tokens.json',
    'ftp://example.com/list.json',
    'javascript:alert(1)',
    'data:application/json,{}',
    'file:///etc/passwd',
    'https://',
    'ipfs://',
    'name.eth.com',
  ])('refuses %j', (input) => expect(isValidListLocation(input)).toBe(false))
})
