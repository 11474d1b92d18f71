import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parsePolicy } from './buildCheck.ts'
import {
  ASSET_CACHE,
  type CspSources,
  PAGE_CACHE,
  PERMISSIONS_OFF,
  SAFE_ORIGIN,
  TRANSPORT_SECURITY,
  WALLETCONNECT_CONNECT,
  contentSecurityPolicy,
  headersFile,
  permissionsPolicy,
  sourceOf,
} from './csp.ts'

const strict: CspSources = {
  connect: [
    'https://rpc.example.org/v1/secret-key?x=1',
    'https://rpc.example.org/other',
    'http://127.0.0.1:8545',
    'https://lists.example.com:8443/list.json',
    'tokenlist.aave.eth',
    'ipfs://bafy',
  ],
  walletConnect: false,
  anyHttpsLists: false,
}
const directives = (sources: CspSources, delivery: 'meta' | 'header' = 'meta') =>
  parsePolicy(contentSecurityPolicy(sources, delivery))

describe('sourceOf', () => {
  it('keeps the origin of http(s) and ws(s) URLs and drops path, query and credentials', () => {
    expect(sourceOf('https://user:pw@rpc.example.org:8443/key?q=1#f')).toBe('https://rpc.example.org:8443')
    expect(sourceOf('https://rpc.example.org:443/x')).toBe('https://rpc.example.org')
    expect(sourceOf('wss://relay.walletconnect.org')).toBe('wss://relay.walletconnect.org')
    expect(sourceOf('http://localhost:8546/lists/a.json')).toBe('http://localhost:8546')
  })

  it('gives nothing for names, ipfs, relative paths and other schemes', () => {
    for (const url of [
      'tokenlist.aave.eth',
      'ipfs://bafy',
      '/lists/a.json',
      'javascript:alert(1)',
      'data:,x',
      'file:///etc/passwd',
      '',
    ]) {
      expect(sourceOf(url)).toBeUndefined()
    }
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts from the app only, no plugins, no base URL, no form target', () => {
    const policy = directives(strict)
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(contentSecurityPolicy(strict, 'meta')).not.toMatch(/unsafe-eval|wasm-unsafe-eval/)
  })

  it('connects to the configured origins only, each once, when user lists are limited to them', () => {
    expect(directives(strict).get('connect-src')).toEqual([
      "'self'",
      'https://rpc.example.org',
      'http://127.0.0.1:8545',
      'https://lists.example.com:8443',
    ])
  })

  it('reaches every local port only in a devnet build (a wallet on a second local node)', () => {
    expect(directives({ ...strict, loopback: true }).get('connect-src')).toEqual([
      "'self'",
      'https://rpc.example.org',
      'http://127.0.0.1:8545',
      'https://lists.example.com:8443',
      'http://127.0.0.1:*',
      'http://localhost:*',
      'ws://127.0.0.1:*',
      'ws://localhost:*',
    ])
    expect(directives(strict).get('connect-src')).not.toContain('http://127.0.0.1:*')
  })

  it('connects to any https host (user-imported lists) and lists only the origins that https: does not cover', () => {
    expect(directives({ ...strict, anyHttpsLists: true }).get('connect-src')).toEqual([
      "'self'",
      'https:',
      'http://127.0.0.1:8545',
    ])
  })

  it("adds WalletConnect's services and verify frames only with a project id", () => {
    expect(directives(strict).get('frame-src')).toEqual(["'none'"])
    expect(directives(strict).get('connect-src')).not.toContain('wss://relay.walletconnect.org')
    const withWalletConnect = directives({ ...strict, walletConnect: true })
    expect(withWalletConnect.get('connect-src')).toEqual(expect.arrayContaining([...WALLETCONNECT_CONNECT]))
    expect(withWalletConnect.get('frame-src')).toContain('https://verify.walletconnect.org')
    // With any https host allowed, WalletConnect still needs its websocket relay listed.
    expect(directives({ ...strict, walletConnect: true, anyHttpsLists: true }).get('connect-src')).toEqual(
      expect.arrayContaining(['https:', 'wss://relay.walletconnect.org', 'wss://relay.walletconnect.com']),
    )
  })

  it("carries frame-ancestors 'none' in the header (not even the Safe app, until it is supported), never in the meta tag, which cannot", () => {
    expect(directives(strict, 'header').get('frame-ancestors')).toEqual(["'none'"])
    expect(directives(strict, 'header').get('frame-ancestors')).not.toContain(SAFE_ORIGIN)
    expect(directives(strict, 'meta').has('frame-ancestors')).toBe(false)
  })
})

describe('headersFile', () => {
  it('sets the header policy for every path', () => {
    const lines = headersFile(strict).split('\n')
    expect(lines[0]).toBe('/*')
    expect(lines[1]).toBe(`  Content-Security-Policy: ${contentSecurityPolicy(strict, 'header')}`)
    expect(lines).toContain('  X-Content-Type-Options: nosniff')
  })

  it('sets the opener policy, HSTS without preload, and turns off the features the app never uses, on every path', () => {
    const allPaths = headersFile(strict).split('\n').slice(1, headersFile(strict).split('\n').indexOf('/'))
    expect(allPaths).toContain('  Cross-Origin-Opener-Policy: same-origin-allow-popups')
    expect(allPaths).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains')
    const permissions = allPaths.find((line) => line.startsWith('  Permissions-Policy: '))
    expect(permissions).toBeDefined()
    const features = permissions!.replace('  Permissions-Policy: ', '').split(', ')
    expect(features).toEqual(PERMISSIONS_OFF.map((feature) => `${feature}=()`))
    expect(PERMISSIONS_OFF).toEqual(
      expect.arrayContaining([
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'serial',
        'hid',
        'bluetooth',
        'midi',
        'display-capture',
      ]),
    )
    // The account view copies the address.
    expect(PERMISSIONS_OFF).not.toContain('clipboard-write')
  })

  it('is what docs/csp.md shows, in its table and in the nginx block', () => {
    const docs = readFileSync(new URL('../../docs/csp.md', import.meta.url), 'utf8')
    expect(docs.split(permissionsPolicy()).length - 1).toBe(2)
    expect(docs.split(`"${TRANSPORT_SECURITY}"`).length - 1).toBe(2)
    expect(docs).toContain("frame-ancestors 'none'\" always;")
  })

  it('caches the hashed assets for good and revalidates the page, in rules apart from /* (hosts merge matching rules)', () => {
    const rules = new Map<string, string[]>()
    let path = ''
    for (const line of headersFile(strict).split('\n').filter(Boolean)) {
      if (line.startsWith(' ')) rules.get(path)!.push(line.trim())
      else rules.set((path = line), [])
    }
    expect(rules.get('/assets/*')).toEqual([`Cache-Control: ${ASSET_CACHE}`])
    expect(ASSET_CACHE).toMatch(/max-age=31536000.*immutable/)
    expect(rules.get('/')).toEqual([`Cache-Control: ${PAGE_CACHE}`])
    expect(rules.get('/index.html')).toEqual([`Cache-Control: ${PAGE_CACHE}`])
    expect(PAGE_CACHE).toBe('no-cache')
    expect(rules.get('/*')!.some((header) => header.startsWith('Cache-Control'))).toBe(false)
  })
})
