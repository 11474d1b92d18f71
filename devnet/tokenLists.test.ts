/**
 * Token-list fixtures: the fixture tokens on chain, the served lists against the official schema, and the beacon.
 */
import { schema } from '@uniswap/token-lists'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import {
  type Address,
  type Hex,
  decodeAbiParameters,
  encodeFunctionData,
  getAddress,
  isAddressEqual,
  toHex,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { compileTestContracts, official } from './lib/artifacts.ts'
import type { ManifestToken } from './manifest.ts'
import { devnetClient, devnetManifest } from './test/client.ts'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const testToken = compileTestContracts().TestToken

const RLO = '\u202E'
const ZWSP = '\u200B'
const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">Evil Token\u202Etxt.exe'
const HOSTILE_SYMBOL = 'EV\u200BIL<script>window.__pwned=1</script>'
const FIXTURES = [
  { symbol: 'XAUt', name: 'Gold Tether', decimals: 6, role: 'unsupported' },
  { symbol: 'CMT', name: 'Community Token', decimals: 18, role: 'extra' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, role: 'impostor' },
  { symbol: HOSTILE_SYMBOL, name: HOSTILE_NAME, decimals: 18, role: 'hostile' },
] as const
const PROTOCOL_TOKENS = ['WETH', 'DAI', 'USDC', 'USDT', 'WBTC', 'DTT', 'MKR', 'HOP', 'UNI']

const fixture = (role: string): ManifestToken => {
  const token = manifest.tokens.find((t) => t.role === role)
  if (!token) throw new Error(`no ${role} token in the manifest`)
  return token
}

interface ListToken {
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
  logoURI?: string
  tags?: string[]
}
interface List {
  name: string
  version: { major: number; minor: number; patch: number }
  keywords?: string[]
  tags?: Record<string, { name: string; description: string }>
  logoURI?: string
  tokens: ListToken[]
}

const ajv = new Ajv({ allErrors: true, strict: false })
addFormats(ajv)
const validateTokenList = ajv.compile(schema)

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('access-control-allow-origin'), url).toBe('*')
  return response.text()
}
const fetchList = async (url: string): Promise<List> => JSON.parse(await fetchText(url)) as List

describe('fixture tokens', () => {
  it('are appended after the protocol tokens with their roles, so the first USDC is still the real one', () => {
    expect(manifest.tokens.map((t) => t.symbol)).toEqual([...PROTOCOL_TOKENS, ...FIXTURES.map((f) => f.symbol)])
    expect(manifest.tokens.slice(0, PROTOCOL_TOKENS.length).every((t) => t.role === undefined)).toBe(true)
    expect(
      manifest.tokens
        .slice(PROTOCOL_TOKENS.length)
        .map(({ symbol, name, decimals, role }) => ({ symbol, name, decimals, role })),
    ).toEqual(FIXTURES)
    const usdc = manifest.tokens.find((t) => t.symbol === 'USDC')!
    expect(usdc.role).toBeUndefined()
    expect(manifest.v1Exchanges.some((e) => e.token === usdc.address)).toBe(true)
    expect(isAddressEqual(fixture('impostor').address, usdc.address)).toBe(false)
  })

  it('the hostile strings carry the real invisible characters', () => {
    const token = fixture('hostile')
    expect([...token.name].filter((c) => c === RLO)).toHaveLength(1)
    expect([...token.symbol].filter((c) => c === ZWSP)).toHaveLength(1)
    expect(Buffer.from(token.name, 'utf8').includes(Buffer.from([0xe2, 0x80, 0xae]))).toBe(true)
    expect(Buffer.from(token.symbol, 'utf8').includes(Buffer.from([0xe2, 0x80, 0x8b]))).toBe(true)
    expect(token.name).not.toContain('\\u')
  })

  it.each(FIXTURES.map((f) => [f.role, f] as const))(
    '%s: TestToken code and the exact metadata on chain',
    async (role, expected) => {
      const { address } = fixture(role)
      const code = await client.getCode({ address })
      expect(code?.length).toBe(testToken.deployedBytecode!.length)
      const mask = (hex: Hex) => {
        const chars = hex.slice(2).split('')
        for (const { start, length } of testToken.immutableRanges)
          chars.splice(start * 2, length * 2, ...'0'.repeat(length * 2))
        return chars.join('')
      }
      expect(mask(code!)).toBe(mask(testToken.deployedBytecode!))

      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address, abi: testToken.abi, functionName })
      expect(await read('name')).toBe(expected.name)
      expect(await read('symbol')).toBe(expected.symbol)
      expect(Number(await read('decimals'))).toBe(expected.decimals)
      // Byte for byte: the raw ABI string equals the UTF-8 of the expected text.
      for (const [functionName, text] of [
        ['name', expected.name],
        ['symbol', expected.symbol],
      ] as const) {
        const { data } = await client.call({
          to: address,
          data: encodeFunctionData({ abi: testToken.abi, functionName }),
        })
        const [raw] = decodeAbiParameters([{ type: 'bytes' }], data!)
        expect(raw, functionName).toBe(toHex(new TextEncoder().encode(text)))
      }
    },
  )

  it('dev accounts 0-3 hold each of them; they have no pairs', async () => {
    for (const { role } of FIXTURES) {
      const token = fixture(role)
      for (const account of manifest.accounts.slice(0, 4)) {
        const balance = await client.readContract({
          address: token.address,
          abi: official.TestERC20.abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
        expect(balance, `${role} of ${account.address}`).toBeGreaterThan(0n)
      }
      for (const other of [manifest.contracts.weth, ...manifest.tokens.filter((t) => !t.role).map((t) => t.address)]) {
        const pair = await client.readContract({
          address: manifest.contracts.v2Factory,
          abi: official.UniswapV2Factory.abi,
          functionName: 'getPair',
          args: [token.address, other],
        })
        expect(pair).toBe(zeroAddress)
      }
    }
  })
})

describe('token lists', () => {
  const urls = manifest.tokenListUrls
  const httpPort = new URL(urls.hostile).port

  it('every list is served; all but not-json parse as JSON', async () => {
    for (const [name, url] of Object.entries(urls)) {
      const text = await fetchText(url)
      if (name === 'notJson') expect(() => JSON.parse(text) as unknown).toThrow()
      else expect(() => JSON.parse(text) as unknown, name).not.toThrow()
    }
  })

  it('default, extras, unsupported and hostile pass the official JSON schema; invalid fails it', async () => {
    for (const name of ['default', 'extras', 'unsupported', 'hostile'] as const) {
      const valid = validateTokenList(await fetchList(urls[name]))
      expect(validateTokenList.errors, name).toBeNull()
      expect(valid, name).toBe(true)
    }
    expect(validateTokenList(await fetchList(urls.invalid))).toBe(false)
    const failures = validateTokenList.errors!.map((e) => e.instancePath)
    expect(failures).toContain('/tokens/0/address')
    expect(failures).toContain('/tokens/1/decimals')
  })

  it('the default list holds every protocol token and no fixture', async () => {
    const list = await fetchList(urls.default)
    expect(list.name).toBe('UCASH Devnet')
    expect(list.version).toEqual({ major: 1, minor: 0, patch: 0 })
    expect(list.tokens.map((t) => t.symbol)).toEqual(PROTOCOL_TOKENS)
    for (const token of list.tokens) {
      const onDevnet = manifest.tokens.find((t) => isAddressEqual(t.address, token.address))
      expect(onDevnet?.role, token.symbol).toBeUndefined()
      expect(token).toEqual({
        chainId: 31337,
        address: onDevnet!.address,
        symbol: onDevnet!.symbol,
        name: onDevnet!.name,
        decimals: onDevnet!.decimals,
      })
    }
    for (const role of ['unsupported', 'impostor', 'hostile', 'extra']) {
      expect(
        list.tokens.some((t) => isAddressEqual(t.address, fixture(role).address)),
        role,
      ).toBe(false)
    }
  })

  it('the extras list holds CMT, XAUt and HOP (tagged hop); the unsupported list only XAUt', async () => {
    const extras = await fetchList(urls.extras)
    expect(extras.name).toBe('UCASH Devnet Extras')
    expect(extras.version).toEqual({ major: 1, minor: 2, patch: 0 })
    const hop = manifest.tokens.find((t) => t.symbol === 'HOP')!
    expect(extras.tokens.map((t) => [t.symbol, t.address, t.tags])).toEqual([
      ['CMT', fixture('extra').address, undefined],
      ['XAUt', fixture('unsupported').address, undefined],
      ['HOP', hop.address, ['hop']],
    ])
    expect(Object.keys(extras.tags ?? {})).toEqual(['hop'])

    const unsupported = await fetchList(urls.unsupported)
    expect(unsupported.name).toBe('UCASH Devnet Unsupported')
    expect(unsupported.version).toEqual({ major: 1, minor: 0, patch: 0 })
    expect(unsupported.keywords).toEqual(['ucash', 'unsupported'])
    expect(unsupported.tokens).toEqual([
      { chainId: 31337, address: fixture('unsupported').address, symbol: 'XAUt', name: 'Gold Tether', decimals: 6 },
    ])
  })

  it('the hostile list carries the hostile content, on made-up addresses without code', async () => {
    const list = await fetchList(urls.hostile)
    expect(list.name).toBe('Hostile Test List')
    expect(list.tokens.length).toBeGreaterThanOrEqual(12)
    expect(list.tokens.length).toBeLessThanOrEqual(20)
    const names = list.tokens.map((t) => t.name)
    const symbols = list.tokens.map((t) => t.symbol)
    const logos = list.tokens.map((t) => t.logoURI)
    expect(names).toContain('<script>window.__pwned=1</script>')
    expect(names).toContain('<img src=x onerror=window.__pwned=1>')
    expect(symbols).toContain('\u202Egnp.exe')
    expect(symbols).toContain('U\u200BSD\u200DC')
    expect(names.some((n) => n.length === 60)).toBe(true)
    expect(symbols.some((s) => s.length === 20)).toBe(true)
    expect(logos).toContain('javascript:window.__pwned=1')
    const svg = logos.find((l) => l?.startsWith('data:image/svg+xml;base64,'))
    expect(Buffer.from(svg!.split(',')[1]!, 'base64').toString('utf8')).toMatch(/<svg[^>]* onload="window\.__pwned=1"/)
    expect(logos).toContain(`http://127.0.0.1:${httpPort}/beacon/http-logo.png`)
    expect(logos).toContain('ftp://127.0.0.1/beacon/ftp.png')
    expect(logos).toContain(`http://localhost:${httpPort}/beacon/localhost.png`)
    expect(Object.hasOwn(list.tags ?? {}, '__proto__')).toBe(true)

    const addresses = new Set<string>()
    for (const token of list.tokens) {
      expect(token.chainId).toBe(31337)
      expect(getAddress(token.address), token.address).toBe(token.address)
      addresses.add(token.address.toLowerCase())
      expect(await client.getCode({ address: token.address }), token.address).toBeUndefined()
      expect(manifest.tokens.some((t) => isAddressEqual(t.address, token.address))).toBe(false)
    }
    expect(addresses.size).toBe(list.tokens.length)
  })
})

describe('beacon', () => {
  const origin = new URL(manifest.claimDataUrl).origin

  it('answers 404 under /beacon/ and reports every hit, in arrival order', async () => {
    const paths = [`/beacon/devnet-test-${Date.now()}-a.png`, `/beacon/devnet-test-${Date.now()}-b.png`]
    for (const path of paths) {
      const response = await fetch(`${origin}${path}?cache=1`)
      expect(response.status).toBe(404)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
    }
    const response = await fetch(`${origin}/beacon-hits`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const { hits } = (await response.json()) as { hits: string[] }
    expect(hits.slice(-2)).toEqual(paths)
  })
})
