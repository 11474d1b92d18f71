import { describe, expect, it } from 'vitest'
import { uriToHttp } from './uriToHttp'

const gateways = ['https://cloudflare-ipfs.com', 'https://ipfs.io/'] as const
const CID = 'QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'

describe('uriToHttp', () => {
  it('returns an https URI as is', () => {
    expect(uriToHttp('https://tokens.example.com/list.json', gateways)).toEqual([
      'https://tokens.example.com/list.json',
    ])
  })

  it('upgrades http to https first, then tries http', () => {
    expect(uriToHttp('http://example.com/list.json', gateways)).toEqual([
      'https://example.com/list.json',
      'http://example.com/list.json',
    ])
  })

  it('tries a loopback http URL as given only (a local list server has no TLS)', () => {
    expect(uriToHttp('http://127.0.0.1:8546/lists/devnet.tokenlist.json', gateways)).toEqual([
      'http://127.0.0.1:8546/lists/devnet.tokenlist.json',
    ])
    expect(uriToHttp('http://localhost:8546/x.json', gateways)).toEqual(['http://localhost:8546/x.json'])
    expect(uriToHttp('http://[::1]:8546/x.json', gateways)).toEqual(['http://[::1]:8546/x.json'])
    expect(uriToHttp('http://127.0.0.1.example.com/x.json', gateways)).toHaveLength(2)
  })

  it('matches the protocol case-insensitively', () => {
    expect(uriToHttp('HTTPS://example.com/a', gateways)).toEqual(['HTTPS://example.com/a'])
    expect(uriToHttp('HTTP://example.com/a', gateways)).toEqual(['https://example.com/a', 'HTTP://example.com/a'])
    expect(uriToHttp(`IPFS://${CID}`, gateways)).toHaveLength(2)
  })

  it('maps ipfs:// and ipfs: through every gateway in order, without a doubled slash', () => {
    const expected = [`https://cloudflare-ipfs.com/ipfs/${CID}/logo.png`, `https://ipfs.io/ipfs/${CID}/logo.png`]
    expect(uriToHttp(`ipfs://${CID}/logo.png`, gateways)).toEqual(expected)
    expect(uriToHttp(`ipfs:${CID}/logo.png`, gateways)).toEqual(expected)
  })

  it('maps ipns names through the gateways', () => {
    expect(uriToHttp('ipns://tokens.uniswap.org', gateways)).toEqual([
      'https://cloudflare-ipfs.com/ipns/tokens.uniswap.org',
      'https://ipfs.io/ipns/tokens.uniswap.org',
    ])
  })

  it('gives nothing for ipfs without gateways, an empty path, or a path escaping the namespace', () => {
    expect(uriToHttp(`ipfs://${CID}`, [])).toEqual([])
    expect(uriToHttp('ipfs://', gateways)).toEqual([])
    expect(uriToHttp('ipfs:///etc/passwd', gateways)).toEqual([])
    expect(uriToHttp('ipfs://x/../../evil', gateways)).toEqual([])
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:application/json,{}',
    'ftp://example.com/list.json',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    'example.com/list.json',
    '/tokens.json',
    '//example.com/list.json',
    ' https://example.com',
    '\thttps://example.com',
    'https://',
    'http://exa mple.com',
    'https://[::1',
    '',
    ':',
  ])('gives nothing for %j', (uri) => expect(uriToHttp(uri, gateways)).toEqual([]))
})
