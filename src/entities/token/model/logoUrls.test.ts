import { describe, expect, it } from 'vitest'
import { assetRepositoryLogoUrl, safeLogoUrls } from './logoUrls'

const options = {
  origin: 'https://app.ucash.exchange',
  ipfsGateways: ['https://cloudflare-ipfs.com/', 'http://insecure-gateway.example', 'https://ipfs.io'],
}
const devOptions = { origin: 'http://localhost:5173', ipfsGateways: [] }
const CID = 'QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM'

describe('safeLogoUrls', () => {
  it('allows https as is', () => {
    expect(safeLogoUrls('https://assets.example.com/usdc.png', options)).toEqual([
      'https://assets.example.com/usdc.png',
    ])
    expect(safeLogoUrls('HTTPS://assets.example.com/a.svg', options)).toEqual(['HTTPS://assets.example.com/a.svg'])
  })

  it('maps ipfs and ipns through the https gateways only', () => {
    expect(safeLogoUrls(`ipfs://${CID}`, options)).toEqual([
      `https://cloudflare-ipfs.com/ipfs/${CID}`,
      `https://ipfs.io/ipfs/${CID}`,
    ])
    expect(safeLogoUrls('ipns://logos.example.eth/a.png', options)).toEqual([
      'https://cloudflare-ipfs.com/ipns/logos.example.eth/a.png',
      'https://ipfs.io/ipns/logos.example.eth/a.png',
    ])
    expect(safeLogoUrls(`ipfs://${CID}`, { ...options, ipfsGateways: ['http://gateway.example'] })).toEqual([])
  })

  it('resolves same-origin paths against the origin', () => {
    expect(safeLogoUrls('/tokens/x.png', options)).toEqual(['https://app.ucash.exchange/tokens/x.png'])
    expect(safeLogoUrls('tokens/x.png', options)).toEqual(['https://app.ucash.exchange/tokens/x.png'])
    expect(safeLogoUrls('/images/../tokens/x.png', devOptions)).toEqual(['http://localhost:5173/tokens/x.png'])
  })

  it('allows an absolute URL on the app origin, even over http', () => {
    expect(safeLogoUrls('http://localhost:5173/tokens/x.png', devOptions)).toEqual([
      'http://localhost:5173/tokens/x.png',
    ])
  })

  it.each([
    ['http elsewhere', 'http://evil.example/x.png'],
    ['http on another port', 'http://localhost:5174/x.png'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript after a tab', '\tjavascript:alert(1)'],
    ['javascript with a NUL', 'java\u0000script:alert(1)'],
    ['javascript with a newline', 'java\nscript:alert(1)'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['data', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['data base64', 'data:image/png;base64,iVBORw0KGgo='],
    ['blob', 'blob:https://app.ucash.exchange/0b9c9a1e'],
    ['file', 'file:///etc/passwd'],
    ['ftp', 'ftp://example.com/x.png'],
    ['protocol-relative', '//evil.example/x.png'],
    ['backslash trick', '/\\evil.example/x.png'],
    ['credentials', 'https://user:pass@assets.example.com/x.png'],
    ['user only', 'https://app.ucash.exchange@evil.example/x.png'],
    ['too long', `https://assets.example.com/${'a'.repeat(2048)}`],
    ['inner space', 'https://assets.example.com/a b.png'],
    ['leading space', ' https://assets.example.com/a.png'],
    ['bidi override', 'https://assets.example.com/\u202Egnp.exe'],
    ['zero-width space', 'https://assets\u200B.example.com/a.png'],
    ['malformed', 'https://[::1/x.png'],
    ['empty', ''],
    ['undefined', undefined],
  ])('refuses %s', (_label, uri) => expect(safeLogoUrls(uri, options)).toEqual([]))

  it('allows no relative path when the origin is unusable', () => {
    expect(safeLogoUrls('/x.png', { origin: 'not a url', ipfsGateways: [] })).toEqual([])
    expect(safeLogoUrls('/x.png', { origin: 'file:///index.html', ipfsGateways: [] })).toEqual([])
  })

  it('accepts exactly 2048 characters', () => {
    const uri = `https://assets.example.com/${'a'.repeat(2048 - 27)}`
    expect(uri).toHaveLength(2048)
    expect(safeLogoUrls(uri, options)).toEqual([uri])
  })
})

describe('assetRepositoryLogoUrl', () => {
  const base = 'https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets'

  it('uses the checksummed address on mainnet', () => {
    expect(assetRepositoryLogoUrl(1, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe(
      `${base}/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48/logo.png`,
    )
  })

  it('gives nothing on other chains', () => {
    expect(assetRepositoryLogoUrl(5, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBeUndefined()
    expect(assetRepositoryLogoUrl(31337, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBeUndefined()
  })

  it.each([
    '',
    '0x123',
    'A0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '0xg0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '../../x',
  ])('gives nothing for the invalid address %j', (address) =>
    expect(assetRepositoryLogoUrl(1, address)).toBeUndefined(),
  )
})
