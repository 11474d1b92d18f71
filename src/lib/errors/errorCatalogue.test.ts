import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MessageDescriptor } from '@lingui/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '@/lib/i18n'
import { setFormatLocale } from '@/lib/format'
import { AppError } from './AppError'
import { type ErrorCode, type ErrorParams, errorCodes, errorMessages } from './errorCatalogue'
import { toUserMessage } from './toUserMessage'

/** Parameters for every code (the type makes a new code add its sample here). */
const sampleParams: { [C in ErrorCode]: ErrorParams[C] } = {
  USER_REJECTED: undefined,
  SWAP_FAILED: { message: 'nonce too low' },
  SEND_FAILED: { message: 'insufficient funds for gas' },
  GAS_ESTIMATE_UNEXPECTED: undefined,
  SLIPPAGE_REVERT: undefined,
  REVERTED: { reason: 'UniswapV2: K' },
  SEND_REVERTED: { reason: 'UniswapV2: K' },
  NO_CALL_THREW: undefined,
  WOULD_FAIL: undefined,
  INVALID_TRADE_VERSION: undefined,
  TOO_MANY_PAIRS: undefined,
  ETHER_TO_ETHER: undefined,
  TOKEN_TO_TOKEN: undefined,
  INVALID_OUTPUT_CURRENCY: undefined,
  TRADES_NOT_COMPARABLE: undefined,
  INSUFFICIENT_LIQUIDITY: undefined,
  INSUFFICIENT_BALANCE: { symbol: 'WETH' },
  CONNECT_FAILED: undefined,
  WRONG_NETWORK: undefined,
  CONNECT_REFRESH: undefined,
  UNKNOWN_ERROR: undefined,
  UNSUPPORTED_NETWORK_ID: { id: '1337' },
  BATCH_CALL_FAILED: undefined,
  HTTP_NOT_OK: { status: '502', statusText: 'Bad Gateway' },
  JSON_PARSE_FAILED: undefined,
  UNEXPECTED_RPC_RESPONSE: { method: 'eth_call' },
  RESPONSE_TOO_LARGE: undefined,
  REQUEST_TIMED_OUT: undefined,
  ENS_RESOLVE_FAILED: { name: 'tokens.example.eth' },
  CONTENTHASH_TRANSLATE_FAILED: { hash: '0xe40101' },
  LIST_DOWNLOAD_FAILED: { url: 'https://lists.example/a.json' },
  LIST_VALIDATION_FAILED: { details: 'tokens.0.decimals: Too big' },
  LIST_NOT_JSON: undefined,
  LIST_TOO_LARGE: undefined,
  LIST_PROTOCOL_UNRECOGNIZED: undefined,
  CODEC_UNRECOGNIZED: { codec: 'swarm-ns' },
  LIST_SHOW_FAILED: undefined,
  LIST_UPDATE_WITHOUT_PENDING: undefined,
  INVALID_ADDRESS: undefined,
  INVALID_HEX: undefined,
  INVALID_CALL_KEY: undefined,
  DUPLICATE_TOKENS: undefined,
  AMOUNT_PARSE_FAILED: undefined,
  UNEXPECTED_SLIPPAGE: undefined,
  INVALID_LIST_LOCATION: undefined,
  LIST_IMPORT_FAILED: undefined,
  INVALID_TOKEN_ADDRESS: undefined,
  NO_CLAIM: undefined,
  INVALID_RECIPIENT: undefined,
  CLAIM_DATA_FAILED: undefined,
  STAKING_INFO_FAILED: undefined,
  APPROVE_UNNECESSARY: undefined,
  APPROVE_NO_TOKEN: undefined,
  APPROVE_NO_CONTRACT: undefined,
  APPROVE_NO_AMOUNT: undefined,
  APPROVE_NO_SPENDER: undefined,
  MISSING_DEPENDENCIES: undefined,
  MISSING_LIQUIDITY: undefined,
  MISSING_CURRENCY_AMOUNTS: undefined,
  MISSING_TOKENS: undefined,
  COULD_NOT_WRAP: undefined,
  INVALID_CURRENCY: undefined,
  REMOVE_WITHOUT_APPROVAL: undefined,
  STAKE_WITHOUT_APPROVAL: undefined,
  NO_UNI_CONTRACT: undefined,
  PROPOSALS_LOAD_FAILED: undefined,
  CHAIN_DATA_NOT_CURRENT: undefined,
  SEND_REFUSED_HERE: undefined,
  TRANSACTION_EXISTS: undefined,
  NO_TRANSACTION_HASH: undefined,
}

/** msgid -> msgstr of the German catalog, read as the translators wrote it (the expectation, independent of the app's loader). */
function readGermanCatalog(): Map<string, string> {
  const text = readFileSync(join(__dirname, '..', '..', '..', 'locales', 'de.po'), 'utf8')
  const unescape = (s: string) => s.replace(/\\(["\\])/g, '$1')
  return new Map([...text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((m) => [unescape(m[1]!), unescape(m[2]!)]))
}

/** A catalogue text with its `{name}` placeholders filled. */
const interpolate = (text: string, params: Record<string, string> | undefined) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => params?.[name] ?? `{${name}}`)
/** Whether a text has anything to translate besides its placeholders ('{status}: {statusText}' has not). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''))

const german = readGermanCatalog()
/** The English source text of a code (its msgid), placeholders and all. */
const sourceOf = (code: ErrorCode): string => {
  const describeCode = errorMessages[code] as (params: ErrorParams[ErrorCode]) => MessageDescriptor
  return describeCode(sampleParams[code]).message ?? ''
}
const cases = errorCodes.map((code) => {
  const params: Record<string, string> | undefined = sampleParams[code]
  return { code, params, source: sourceOf(code) }
})

describe('the error catalogue in German (loaded as the app loads it)', () => {
  beforeAll(() => activateLocale('de'))
  afterAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    setFormatLocale('en')
  })

  it('German is active', () => {
    expect(i18n.locale).toBe('de')
  })

  it('has a sample for every code, and every code has a German text', () => {
    expect(Object.keys(sampleParams).sort()).toEqual([...errorCodes].sort())
    expect(cases.filter(({ source }) => !german.get(source)).map(({ code }) => code)).toEqual([])
  })

  it.each(cases)('$code reads its German text, as an AppError and as a stored error', ({ code, params, source }) => {
    const expected = interpolate(german.get(source) ?? '', params)
    const english = interpolate(source, params)
    if (hasWords(source)) expect(expected).not.toBe(english)
    const error = new AppError(code, { params: sampleParams[code] })
    expect(toUserMessage(error)).toBe(expected)
    expect(error.shortMessage).toBe(expected)
    expect(toUserMessage(params ? { code, params } : { code })).toBe(expected)
  })
})
