import { describe, expect, it } from 'vitest'
import { parseClaimDataUrl, parseGateways, parseRpcUrls, parseTokenLists } from './endpoints'

describe('VITE_RPC_URLS', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['1=https://rpc.example.org', { 1: ['https://rpc.example.org'] }],
    [
      '1=https://a.example.org, 56=https://b.example.org\n1=http://10.0.0.2:8545',
      { 1: ['https://a.example.org', 'http://10.0.0.2:8545'], 56: ['https://b.example.org'] },
    ],
  ])('%j', (value, expected) => {
    expect(Object.fromEntries(parseRpcUrls(value))).toEqual(expected)
  })

  it.each([
    ['https://rpc.example.org', /VITE_RPC_URLS: a chain id/],
    ['0=https://rpc.example.org', /VITE_RPC_URLS: a chain id/],
    ['x=https://rpc.example.org', /VITE_RPC_URLS: a chain id/],
    ['1=wss://rpc.example.org', /VITE_RPC_URLS: /],
    ['1=javascript:alert(1)', /VITE_RPC_URLS: /],
    ['1=', /VITE_RPC_URLS: /],
  ])('refuses %j with the variable named', (value, message) => {
    expect(() => parseRpcUrls(value)).toThrow(message)
  })
})

describe('VITE_TOKEN_LISTS', () => {
  it('takes https, ipfs and ipns URLs and ENS names, in order', () => {
    expect(parseTokenLists('https://l.example.org/a.json ipfs://bafy123,tokens.uniswap.eth ipns://k51')).toEqual([
      'https://l.example.org/a.json',
      'ipfs://bafy123',
      'tokens.uniswap.eth',
      'ipns://k51',
    ])
  })
  it.each(['javascript:alert(1)', 'ftp://x.example.org/l.json', '<script>'])('refuses %j', (value) => {
    expect(() => parseTokenLists(value)).toThrow(/VITE_TOKEN_LISTS: /)
  })
})

describe('VITE_IPFS_GATEWAYS and VITE_CLAIM_DATA_URL', () => {
  it('keeps origins without a trailing slash', () => {
    expect(parseGateways('https://gw.example.org/, http://127.0.0.1:8080')).toEqual([
      'https://gw.example.org',
      'http://127.0.0.1:8080',
    ])
    expect(parseClaimDataUrl('https://claims.example.org/v1/')).toBe('https://claims.example.org/v1')
    expect(parseClaimDataUrl('')).toBeUndefined()
    expect(parseClaimDataUrl(undefined)).toBeUndefined()
  })
  it('refuses what is not an http(s) URL', () => {
    expect(() => parseGateways('ipfs.io')).toThrow(/VITE_IPFS_GATEWAYS: /)
    expect(() => parseClaimDataUrl('data:text/html,x')).toThrow(/VITE_CLAIM_DATA_URL: /)
  })
})

describe('the overrides in the config', () => {
  it('a build list goes first in the list of lists and replaces the default active ones', async () => {
    const { withConfiguredLists } = await import('./tokenLists')
    const config = {
      listOfLists: ['https://a.example.org', 'https://b.example.org'],
      defaultActive: ['https://a.example.org'],
      bundled: {},
      unsupported: [],
    }
    expect(withConfiguredLists(config, [])).toBe(config)
    expect(withConfiguredLists(config, ['https://b.example.org', 'https://c.example.org'])).toMatchObject({
      listOfLists: ['https://b.example.org', 'https://c.example.org', 'https://a.example.org'],
      defaultActive: ['https://b.example.org', 'https://c.example.org'],
    })
  })
})
