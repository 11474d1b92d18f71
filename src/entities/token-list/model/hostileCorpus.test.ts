import type { TokenList } from '@uniswap/token-lists'
import { afterEach, describe, expect, it } from 'vitest'
import {
  MAX_NAME_GRAPHEMES,
  SHORTEN_SYMBOL_OVER,
  displayName,
  displaySymbol,
  sanitizeDisplayText,
} from '@/entities/token/model/displayText'
import { findImitatedTokens } from '@/entities/token/model/imitation'
import { safeLogoUrls } from '@/entities/token/model/logoUrls'
import type { TokenInfo } from '@/entities/token/model/types'
import { uriToHttp } from '@/lib/url/uriToHttp'
import { hostileCorpus } from '@/test/hostileCorpus/tokenLists'
import { isValidListLocation, parseEnsAddress } from './listLocation'
import { TokenListValidationError, validateTokenList } from './tokenListSchema'

const ORIGIN = 'https://app.ucash.exchange'
const logoOptions = { origin: ORIGIN, ipfsGateways: ['https://cloudflare-ipfs.com', 'https://ipfs.io'] }
const INVISIBLE = /[\p{Cc}\p{Cf}]/u
const LIST_TEXT_GRAPHEMES = 40
const graphemeCount = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length

function expectInert(text: string, maxGraphemes: number): void {
  expect(text).not.toMatch(INVISIBLE)
  expect(graphemeCount(text)).toBeLessThanOrEqual(maxGraphemes)
}

function expectSafeUrls(urls: readonly string[]): void {
  for (const url of urls) {
    const parsed = new URL(url)
    expect(parsed.protocol === 'https:' || parsed.origin === ORIGIN, url).toBe(true)
    expect(parsed.username + parsed.password).toBe('')
  }
}

/** Everything the app would show or load for a list that passed validation. */
function expectInertList(list: TokenList): void {
  expectInert(sanitizeDisplayText(list.name, LIST_TEXT_GRAPHEMES), LIST_TEXT_GRAPHEMES)
  for (const tag of Object.values(list.tags ?? {})) {
    expectInert(sanitizeDisplayText(tag.name, LIST_TEXT_GRAPHEMES), LIST_TEXT_GRAPHEMES)
    expectInert(sanitizeDisplayText(tag.description, 200), 200)
  }
  for (const keyword of list.keywords ?? [])
    expectInert(sanitizeDisplayText(keyword, LIST_TEXT_GRAPHEMES), LIST_TEXT_GRAPHEMES)
  expectSafeUrls(safeLogoUrls(list.logoURI, logoOptions))
  for (const token of list.tokens) {
    expectInert(displaySymbol(token.symbol), SHORTEN_SYMBOL_OVER)
    expectInert(displayName(token.name), MAX_NAME_GRAPHEMES)
    expectSafeUrls(safeLogoUrls(token.logoURI, logoOptions))
  }
}

const polluted = () => ({}) as Record<string, unknown>

afterEach(() => {
  expect(polluted().polluted).toBeUndefined()
  expect(Object.prototype).not.toHaveProperty('polluted')
})

describe('hostile corpus', () => {
  it('has at least 100 entries with unique names, of every kind', () => {
    expect(hostileCorpus.length).toBeGreaterThanOrEqual(100)
    expect(new Set(hostileCorpus.map(({ name }) => name)).size).toBe(hostileCorpus.length)
    expect(new Set(hostileCorpus.map(({ kind }) => kind))).toEqual(
      new Set(['list', 'name', 'symbol', 'logoURI', 'location']),
    )
  })

  it.each(hostileCorpus.map((entry) => [entry.name, entry] as const))(
    '%s: rejected or inert',
    (_name, { kind, value }) => {
      switch (kind) {
        case 'list': {
          let list: TokenList | undefined
          try {
            list = validateTokenList(value)
          } catch (error) {
            expect(error).toBeInstanceOf(TokenListValidationError)
            // The error text quotes the list's keys: it must be inert as well.
            const { issues } = error as TokenListValidationError
            expect(issues).not.toMatch(INVISIBLE)
            expect(issues.length).toBeLessThanOrEqual(3 * 200 + 4)
          }
          if (list) expectInertList(list)
          break
        }
        case 'name':
          expectInert(displayName(value as string), MAX_NAME_GRAPHEMES)
          break
        case 'symbol':
          expectInert(displaySymbol(value as string), SHORTEN_SYMBOL_OVER)
          break
        case 'logoURI':
          expectSafeUrls(safeLogoUrls(value as string, logoOptions))
          break
        case 'location': {
          const location = (value as string).trim()
          if (!isValidListLocation(location)) break
          const ens = parseEnsAddress(location)
          if (ens) expect(ens.ensName).toMatch(/^[a-z0-9.-]+\.eth$/)
          else
            for (const url of uriToHttp(location, logoOptions.ipfsGateways))
              expect(['https:', 'http:']).toContain(new URL(url).protocol)
          break
        }
      }
    },
  )
})

describe('hostile corpus: specific outcomes', () => {
  const entry = (name: string) => hostileCorpus.find((candidate) => candidate.name === name)?.value
  const rejection = (name: string) => {
    try {
      validateTokenList(entry(name))
    } catch (error) {
      return (error as TokenListValidationError).issues
    }
    return undefined
  }

  it('rejects duplicates in any case with exactly "Duplicate tokens"', () => {
    expect(rejection('duplicate: same case')).toBe('Duplicate tokens')
    expect(rejection('duplicate: different case')).toBe('Duplicate tokens')
    expect(rejection('duplicate: upper-case hex')).toBe('Duplicate tokens')
    expect(rejection('duplicate: same address on another chain (allowed)')).toBeUndefined()
  })

  it('rejects 10,001 tokens by their count', () => {
    expect(rejection('token count: 10,001 tokens')).toBe('tokens: Too big: expected array to have <=10000 items')
  })

  it('keeps a valid __proto__ tag as data, without touching any prototype', () => {
    const list = validateTokenList(entry('prototype key: __proto__ tag (valid id)'))
    expect(Object.keys(list.tags ?? {})).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(list.tags)).toBe(Object.prototype)
    expect(rejection('prototype key: __proto__ tag polluting')).toMatch(/^tags\.__proto__/)
  })

  it('rejects every non-object', () => {
    for (const name of ['null', 'array', 'string', 'number', 'boolean'])
      expect(rejection(`not an object: ${name}`)).toBeDefined()
  })

  it('accepts the javascript: logo the schema allows, but never loads it', () => {
    const list = validateTokenList(entry('hostile token logo: javascript'))
    expect(safeLogoUrls(list.tokens[0]?.logoURI, logoOptions)).toEqual([])
  })

  it('flags homoglyph symbols as imitations of the listed tokens', () => {
    const listed: TokenInfo[] = [
      {
        kind: 'token',
        chainId: 1,
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        decimals: 6,
        symbol: 'USDC',
        name: 'USD Coin',
      },
      {
        kind: 'token',
        chainId: 1,
        address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        decimals: 18,
        symbol: 'WETH',
        name: 'Wrapped Ether',
      },
    ]
    const homoglyphs = hostileCorpus.filter(({ name }) => name.startsWith('homoglyph symbol: '))
    expect(homoglyphs.length).toBeGreaterThanOrEqual(4)
    for (const { value } of homoglyphs) {
      expect(
        findImitatedTokens({ address: '0x1111111111111111111111111111111111111111', symbol: value as string }, listed),
      ).toHaveLength(1)
    }
  })

  it('refuses every hostile logo and location but two that are harmless paths', () => {
    // An HTML entity is not a scheme: the text is a path on the app's own origin.
    expect(safeLogoUrls(entry('logo: javascript entity') as string, logoOptions)).toEqual([
      `${ORIGIN}/jav&#x09;ascript:alert(1)`,
    ])
    // A path after an ENS name is appended to the resolved content's URL.
    expect(parseEnsAddress(entry('location: path with HTML') as string)).toEqual({
      ensName: 'name.eth',
      ensPath: '/<script>alert(1)</script>',
    })
    for (const { kind, value, name } of hostileCorpus) {
      if (kind === 'logoURI' && name !== 'logo: javascript entity')
        expect(safeLogoUrls(value as string, logoOptions), name).toEqual([])
      if (kind === 'location' && name !== 'location: path with HTML')
        expect(isValidListLocation(value as string), name).toBe(false)
    }
  })
})
