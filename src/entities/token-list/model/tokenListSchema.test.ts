import { schema } from '@uniswap/token-lists'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { z } from '@/config/zod'
import { AppError } from '@/lib/errors'
import { hostileCorpus } from '@/test/hostileCorpus/tokenLists'
import { MAX_LIST_TOKENS, TokenListValidationError, tokenListSchema, validateTokenList } from './tokenListSchema'

const token = (i: number, fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  chainId: 1,
  address: `0x${i.toString(16).padStart(40, '0')}`,
  decimals: 18,
  name: `Token ${i}`,
  symbol: `T${i}`,
  ...fields,
})
const list = (fields: Record<string, unknown> = {}, tokens: unknown[] = [token(1)]): Record<string, unknown> => ({
  name: 'Test List',
  timestamp: '2021-01-05T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens,
  ...fields,
})
const withToken = (fields: Record<string, unknown>) => list({}, [token(1, fields)])
const details = (value: unknown): string | undefined => {
  try {
    validateTokenList(value)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(TokenListValidationError)
    return (error as TokenListValidationError).issues
  }
}

const extensions = {
  color: '#2775CA',
  verified: true,
  rank: 3.5,
  none: null,
  bridge: { '1': { tokenAddress: `0x${'2'.repeat(40)}`, bridged: false } },
}
const validLists: [string, unknown][] = [
  ['minimal', list()],
  [
    'full',
    list(
      {
        keywords: Array.from({ length: 20 }, (_, i) => `keyword ${i}`),
        tags: Object.fromEntries(
          Array.from({ length: 20 }, (_, i) => [`tag${i}`, { name: `Tag ${i}`, description: 'Tags: a, b. c' }]),
        ),
        logoURI: 'ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM',
        tokenMap: { [`1_${String(token(1).address)}`]: token(1) },
      },
      [
        token(1, {
          logoURI: 'https://example.com/a.png',
          tags: Array.from({ length: 10 }, (_, i) => `tag${i}`),
          extensions,
        }),
      ],
    ),
  ],
  ['empty name and symbol', withToken({ name: '', symbol: '' })],
  [
    'bounds',
    list({ version: { major: 0, minor: 0, patch: 0 } }, [
      token(1, { decimals: 0, chainId: 1e20 }),
      token(2, { decimals: 255 }),
    ]),
  ],
  ['60 emoji in a name (code points)', withToken({ name: '😀'.repeat(60) })],
  ['20 emoji in a symbol', withToken({ symbol: '😀'.repeat(20) })],
  ['42 emoji in an extension string', withToken({ extensions: { note: '😀'.repeat(42) } })],
  ['lower-case t and z', list({ timestamp: '2021-01-05t00:00:00z' })],
  ['space and offset', list({ timestamp: '2021-01-05 10:00:00.123+05:30' })],
  ['offset without colon', list({ timestamp: '2021-01-05T10:00:00-0800' })],
  ['leap second', list({ timestamp: '2016-12-31T23:59:60Z' })],
  ['leap day', list({ timestamp: '2020-02-29T00:00:00Z' })],
  [
    'max tokens',
    list(
      {},
      Array.from({ length: MAX_LIST_TOKENS }, (_, i) => token(i)),
    ),
  ],
  ['same address on two chains', list({}, [token(1), token(1, { chainId: 5 })])],
  ['extra top-level field', list({ $schema: 'https://uniswap.org/tokenlist.schema.json' })],
  ...Object.entries(import.meta.glob<{ default: unknown }>('/src/config/tokenLists/*.json', { eager: true })).map(
    ([path, module]): [string, unknown] => [path, module.default],
  ),
]

/** Edge cases of the formats and limits, where a hand-written schema most easily drifts from the official one. */
const edgeCases: [string, unknown][] = [
  ...[
    '2021-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2021-01-05T24:00:00Z',
    '2021-01-05T23:59:60Z',
    '2021-01-05T00:00:00+24:00',
    '2021-01-05T00:00:00+05:60',
    '2021-01-05T00:00:00.Z',
    '2021-01-05',
    '2021-01-05T00:00Z',
    '2021-01-05tt00:00:00Z',
    '21-01-05T00:00:00Z',
    '2021-01-05T00:00:00+05',
    '2021-01-05T00:00:60Z',
  ].map((timestamp): [string, unknown] => [`timestamp ${timestamp}`, list({ timestamp })]),
  ...[
    'a:b',
    'urn:isbn:0451450523',
    'https://[2001:db8::1]/x.png',
    'https://example.com/%20x.png',
    'https://example.com/%zz',
    'https://例え.jp/x.png',
    'https://example.com/x y.png',
    'https://example.com/<x>',
    'mailto:a@b.c',
    'x:',
    'https://example.com/a.png#frag',
    'https://example.com/?q=1&r=2',
    'C:\\logo.png',
    '1http://x',
    'ht tp://x',
    'https://user@example.com/x.png',
    'https://example.com:99999/x.png',
  ].map((logoURI): [string, unknown] => [`logoURI ${logoURI}`, withToken({ logoURI })]),
  ['name of 61 code points', withToken({ name: 'a'.repeat(61) })],
  ['symbol with a no-break space', withToken({ symbol: 'A\u00A0B' })],
  ['name with a leading space', withToken({ name: ' Token' })],
  ['symbol with a lone surrogate', withToken({ symbol: 'A\uD800' })],
  ['empty extension string', withToken({ extensions: { note: '' } })],
  ['extension key of 41', withToken({ extensions: { ['k'.repeat(41)]: 1 } })],
  ['extension key with a dash', withToken({ extensions: { 'x-bridged': 1 } })],
  ['eleven tags on a token', withToken({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })],
  ['21 keywords', list({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) })],
  ['duplicate keywords', list({ keywords: ['a', 'a'] })],
  [
    '21 tags',
    list({
      tags: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`t${i}`, { name: 'T', description: 'd' }])),
    }),
  ],
  ['empty token map', list({ tokenMap: {} })],
  ['token map with a bad token', list({ tokenMap: { x: { chainId: 1 } } })],
  ['tags as an array', list({ tags: [] })],
  ['extensions as an array', withToken({ extensions: [] })],
  ['sparse tokens', list({}, new Array(2))],
]

/** Every corpus entry as the list data it would arrive in. */
const corpusCases: [string, unknown][] = hostileCorpus.flatMap(({ name, kind, value }): [string, unknown][] => {
  if (kind === 'list') return [[name, value]]
  if (kind === 'name') return [[name, withToken({ name: value })]]
  if (kind === 'symbol') return [[name, withToken({ symbol: value })]]
  return [
    [`${name} as a token logo`, withToken({ logoURI: value })],
    [`${name} as a list logo`, list({ logoURI: value })],
  ]
})

describe('validateTokenList against the official JSON schema', () => {
  const ajv = new Ajv({ strict: false, allErrors: false })
  addFormats(ajv)
  const official = ajv.compile(schema)

  it.each([...validLists, ...edgeCases, ...corpusCases])('%s: same verdict', (_name, value) => {
    const ours = details(value)
    if (ours === 'Duplicate tokens') expect(official(value)).toBe(true)
    else expect(ours === undefined, ours).toBe(official(value))
  })

  it('covers the bundled lists and the whole corpus', () => {
    expect(corpusCases.length).toBeGreaterThan(hostileCorpus.length)
    expect(validLists.length).toBeGreaterThan(15)
  })

  it.each(validLists)('accepts %s', (_name, value) => expect(details(value)).toBeUndefined())
})

describe('validateTokenList', () => {
  it('returns the list', () => {
    const result = validateTokenList(list())
    expect(result.name).toBe('Test List')
    expect(result.tokens).toEqual([token(1)])
  })

  it('names the issue by its path', () => {
    expect(details(list({}, [token(0), token(1), token(2), token(3, { decimals: 256 })]))).toBe(
      'tokens.3.decimals: Too big: expected number to be <=255',
    )
    expect(details(list({ version: { major: 1, minor: -1, patch: 0 } }))).toBe(
      'version.minor: Too small: expected number to be >=0',
    )
  })

  it('lists at most three issues, joined by "; "', () => {
    const text = details(list({}, [token(1, { decimals: -1, chainId: 0, address: 'x', symbol: 'a b' })]))
    expect(text?.split('; ')).toHaveLength(3)
    expect(text).toMatch(/^tokens\.0\.chainId: .+; tokens\.0\.address: .+; tokens\.0\.decimals: .+$/)
  })

  it('says exactly "Duplicate tokens" for the same address on a chain, in any case', () => {
    const address = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
    expect(details(list({}, [token(1, { address }), token(2, { address: address.toLowerCase() })]))).toBe(
      'Duplicate tokens',
    )
    expect(details(list({}, [token(1, { address }), token(2, { address, chainId: 5 })]))).toBeUndefined()
  })

  it('reports other issues before looking for duplicates', () => {
    expect(details(list({}, [token(1), token(1, { decimals: 256 })]))).toBe(
      'tokens.1.decimals: Too big: expected number to be <=255',
    )
  })

  it('refuses an oversized list by its count, without checking every token', () => {
    expect(
      details(
        list(
          {},
          Array.from({ length: MAX_LIST_TOKENS + 1 }, () => null),
        ),
      ),
    ).toBe('tokens: Too big: expected array to have <=10000 items')
  })

  it('keeps the quoted keys of a hostile list short and visible', () => {
    const text = details(withToken({ [`\u202E${'k'.repeat(5000)}`]: 1 })) ?? ''
    expect(text).not.toMatch(/\p{C}/u)
    expect(text.length).toBeLessThanOrEqual(200)
  })

  it('throws LIST_VALIDATION_FAILED with the issues as its details parameter', () => {
    expect(() => validateTokenList(null)).toThrow(
      'Token list failed validation: Invalid input: expected object, received null',
    )
    const error = TokenListValidationError.invalid('tokens.0.decimals: Too big')
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({
      name: 'TokenListValidationError',
      code: 'LIST_VALIDATION_FAILED',
      params: { details: 'tokens.0.decimals: Too big' },
    })
    expect(error.message).toBe('Token list failed validation: tokens.0.decimals: Too big')
  })

  it('throws DUPLICATE_TOKENS, without parameters, when duplicates are the only problem', () => {
    let thrown: unknown
    try {
      validateTokenList(list({}, [token(1), token(1)]))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(TokenListValidationError)
    expect(thrown).toMatchObject({
      code: 'DUPLICATE_TOKENS',
      params: undefined,
      issues: 'Duplicate tokens',
      message: 'Duplicate tokens',
    })
  })

  it('keeps a __proto__ key as data and never touches a prototype', () => {
    const json = JSON.parse(
      '{"name":"L","timestamp":"2021-01-05T00:00:00Z","version":{"major":1,"minor":0,"patch":0},"tokens":[{"chainId":1,"address":"0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984","decimals":18,"name":"U","symbol":"U","extensions":{"__proto__":{"polluted":"yes"}}}]}',
    )
    const result = validateTokenList(json)
    expect(Object.keys(result.tokens[0]?.extensions ?? {})).toEqual(['__proto__'])
    expect({} as Record<string, unknown>).not.toHaveProperty('polluted')
  })

  it('is the schema persisted lists are checked with', () => {
    expect(tokenListSchema.safeParse(list()).success).toBe(true)
    expect(z.nullable(tokenListSchema).safeParse(null).success).toBe(true)
  })
})

describe('validateTokenList on oversized objects', () => {
  it('refuses a tag map with too many keys by its count alone', () => {
    const tags = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`t${i}`, { bad: true }]))
    expect(details(list({ tags }))).toBe('tags: Too big: expected object to have <=20 properties')
  })
})
