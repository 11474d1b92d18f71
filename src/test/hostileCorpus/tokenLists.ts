/**
 * Hostile inputs for token lists and what comes out of them: each must be rejected (by validateTokenList,
 * safeLogoUrls or isValidListLocation) or made inert by the display and logo functions. Test data only.
 */
export interface HostileEntry {
  name: string
  /** 'list': a parsed list JSON; 'name' / 'symbol': a raw token text; 'logoURI': a logo URI; 'location': a list location. */
  kind: 'list' | 'name' | 'symbol' | 'logoURI' | 'location'
  value: unknown
}

const ADDRESS = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const OTHER_ADDRESS = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const CID = 'QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM'

const token = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  chainId: 1,
  address: ADDRESS,
  decimals: 18,
  name: 'Token',
  symbol: 'TKN',
  ...fields,
})
const list = (fields: Record<string, unknown> = {}, tokens: unknown[] = [token()]): Record<string, unknown> => ({
  name: 'Hostile List',
  timestamp: '2021-01-05T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens,
  ...fields,
})
const withToken = (fields: Record<string, unknown>) => list({}, [token(fields)])
const without = (record: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key))
/** JSON.parse makes `__proto__` an own key, as a downloaded list would have it. */
const parsed = (json: string): unknown => JSON.parse(json)
const listJson = (extra: string) =>
  `{"name":"Hostile List","timestamp":"2021-01-05T00:00:00Z","version":{"major":1,"minor":0,"patch":0},${extra}}`
const tokenJson = (extra: string) =>
  `{"chainId":1,"address":"${ADDRESS}","decimals":18,"name":"Token","symbol":"TKN",${extra}}`
const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { level: nested(depth - 1) })

const PAYLOADS: Record<string, string> = {
  script: '<script>alert(1)</script>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'svg onload': '<svg onload=alert(1)>',
  'attribute break': '"><script>alert(document.cookie)</script>',
  'template injection': "{{constructor.constructor('alert(1)')()}}",
  'template literal': '${alert(document.domain)}',
}
const SYMBOL_PAYLOADS: Record<string, string> = {
  script: '<script>',
  'img onerror': '<img/src/onerror=alert(1)>',
  'attribute break': '"><svg/onload=alert(1)>',
  template: '{{7*7}}',
  'template literal': '${7*7}',
}
const INVISIBLE: Record<string, string> = {
  'right-to-left override': 'USD\u202EC',
  'left-to-right override': '\u202DUSDC\u202C',
  'bidi isolates': '\u2066USDC\u2069\u2067',
  'RLM and Arabic letter mark': 'USDC\u200F\u061C',
  'zero-width space': 'US\u200BDC',
  'zero-width joiner': '\u200DUSDC\u200C',
  'word joiner': 'USD\u2060C',
  'soft hyphen': 'US\u00ADDC',
  'NUL and escape': 'US\u0000D\u001BC',
  'byte order mark': 'USDC\uFEFF',
  'Hangul filler': 'USDC\u3164',
  'private use': 'USDC\uE000',
  'tag characters': 'USDC\u{E0041}\u{E007F}',
  'lone surrogate': 'USDC\uD800',
}
const HOMOGLYPHS: Record<string, string> = {
  'Cyrillic USDC': 'UЅDС',
  'Greek WETH': 'WΕΤΗ',
  'fullwidth USDC': 'ＵＳＤＣ',
  'mathematical USDC': '𝐔𝐒𝐃𝐂',
  'Cyrillic small weth': 'wеth',
}
const BAD_LOGOS: Record<string, string> = {
  javascript: 'javascript:alert(1)',
  'javascript mixed case': 'JaVaScRiPt:alert(1)',
  'javascript after a tab': '\tjavascript:alert(1)',
  'javascript with NUL': 'java\u0000script:alert(1)',
  'javascript with newline': 'java\nscript:alert(1)',
  'javascript after a space': ' javascript:alert(1)',
  'javascript with comment': 'javascript://%0aalert(1)',
  'javascript entity': 'jav&#x09;ascript:alert(1)',
  vbscript: 'vbscript:msgbox(1)',
  'vbscript upper case': 'VBSCRIPT:msgbox(1)',
  'data svg': 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data html': 'data:text/html,<script>alert(1)</script>',
  'data upper case': 'DATA:image/png;base64,AAAA',
  blob: 'blob:https://app.ucash.exchange/5f1c7c1e',
  file: 'file:///etc/passwd',
  'file upper case': 'FILE://C:/Windows/win.ini',
  'http elsewhere': 'http://evil.example/logo.png',
  'http upper case': 'HTTP://evil.example/logo.png',
  ftp: 'ftp://evil.example/logo.png',
  'protocol-relative': '//evil.example/logo.png',
  'backslash host': '/\\evil.example/logo.png',
  credentials: 'https://user:pass@evil.example/logo.png',
  'origin as user': 'https://app.ucash.exchange@evil.example/logo.png',
  'over 2048 characters': `https://evil.example/${'a'.repeat(3000)}`,
  'inner space': 'https://evil.example/a b.png',
  'bidi in path': 'https://evil.example/\u202Egnp.exe',
  'ipfs traversal': 'ipfs://../../etc/passwd',
  'empty ipfs': 'ipfs://',
  'about blank': 'about:blank',
}
const BAD_LOCATIONS: Record<string, string> = {
  javascript: 'javascript:alert(1)',
  'javascript upper case': 'JAVASCRIPT:alert(1)',
  data: 'data:application/json,{"tokens":[]}',
  file: 'file:///etc/passwd',
  ftp: 'ftp://evil.example/list.json',
  'bare host': 'evil.example/list.json',
  empty: '',
  'only spaces': '   ',
  'eth then domain': 'tokens.eth.evil.example',
  'leading dash label': '-evil.eth',
  'bidi before https': '\u202Ehttps://evil.example/list.json',
  'space in host': 'https://evil example/list.json',
  'path with HTML': 'name.eth/<script>alert(1)</script>',
  'ipfs gateway path': `ipfs://${CID}/../../x`,
}

const entries = (kind: HostileEntry['kind'], prefix: string, values: Record<string, unknown>): HostileEntry[] =>
  Object.entries(values).map(([label, value]) => ({ name: `${prefix}: ${label}`, kind, value }))

export const hostileCorpus: HostileEntry[] = [
  ...entries(
    'list',
    'token name payload',
    Object.fromEntries(Object.entries(PAYLOADS).map(([k, v]) => [k, withToken({ name: v })])),
  ),
  ...entries(
    'list',
    'token symbol payload',
    Object.fromEntries(Object.entries(SYMBOL_PAYLOADS).map(([k, v]) => [k, withToken({ symbol: v })])),
  ),
  ...entries(
    'list',
    'list name payload',
    Object.fromEntries(Object.entries(PAYLOADS).map(([k, v]) => [k, list({ name: v })])),
  ),
  ...entries('list', 'tag name payload', {
    script: list({ tags: { evil: { name: PAYLOADS.script, description: 'x' } } }),
  }),
  ...entries('list', 'tag description payload', {
    svg: list({ tags: { evil: { name: 'x', description: PAYLOADS['svg onload'] } } }),
    template: list({ tags: { evil: { name: 'x', description: PAYLOADS['template literal'] } } }),
  }),
  ...entries('list', 'keyword payload', { script: list({ keywords: ['<script>'] }) }),
  ...entries('list', 'extension payload', {
    script: withToken({ extensions: { note: '<img src=x onerror=alert(1)>' } }),
  }),
  ...entries('name', 'name payload', PAYLOADS),
  ...entries('symbol', 'symbol payload', SYMBOL_PAYLOADS),
  ...entries('symbol', 'invisible in symbol', INVISIBLE),
  ...entries(
    'name',
    'invisible in name',
    Object.fromEntries(Object.entries(INVISIBLE).map(([k, v]) => [k, `Wrapped ${v} Coin`])),
  ),
  ...entries('list', 'invisible in token symbol', {
    'right-to-left override': withToken({ symbol: INVISIBLE['right-to-left override'] }),
    'zero-width space': withToken({ symbol: INVISIBLE['zero-width space'] }),
    NUL: withToken({ symbol: INVISIBLE['NUL and escape'] }),
  }),
  ...entries('list', 'invisible in token name', {
    'bidi isolates': withToken({ name: 'Wrapped \u2066Ether\u2069' }),
    'line separator': withToken({ name: 'Wrapped\u2028Ether' }),
    tab: withToken({ name: 'Wrapped\tEther' }),
  }),
  ...entries('symbol', 'homoglyph symbol', HOMOGLYPHS),
  ...entries('list', 'homoglyph token', {
    'Cyrillic USDC': withToken({ symbol: HOMOGLYPHS['Cyrillic USDC'], name: 'USD Coin' }),
  }),
  ...entries('name', 'over-long name', {
    '10k characters': 'N'.repeat(10_000),
    zalgo: `Z${'\u0300\u0301\u0302\u0303'.repeat(500)}algo`,
    '10k emoji': '😀'.repeat(10_000),
  }),
  ...entries('symbol', 'over-long symbol', {
    '10k characters': 'S'.repeat(10_000),
    '10k bidi': '\u202E'.repeat(10_000),
  }),
  ...entries('list', 'over-long', {
    'token name': withToken({ name: 'N'.repeat(10_000) }),
    'token symbol': withToken({ symbol: 'S'.repeat(10_000) }),
    'list name': list({ name: 'L'.repeat(10_000) }),
    'name of 61 emoji': withToken({ name: '😀'.repeat(61) }),
  }),
  ...entries('list', 'token count', {
    '10,001 tokens': list(
      {},
      Array.from({ length: 10_001 }, (_, i) => token({ address: `0x${i.toString(16).padStart(40, '0')}` })),
    ),
    'no tokens': list({}, []),
  }),
  ...entries('list', 'decimals', {
    '256': withToken({ decimals: 256 }),
    '-1': withToken({ decimals: -1 }),
    '1.5': withToken({ decimals: 1.5 }),
    "'18'": withToken({ decimals: '18' }),
    NaN: withToken({ decimals: Number.NaN }),
    null: withToken({ decimals: null }),
  }),
  ...entries('list', 'address', {
    'too short': withToken({ address: '0x1234' }),
    'too long': withToken({ address: `${ADDRESS}00` }),
    'non-hex': withToken({ address: '0xg1f9840a85d5aF5bf1D1762F925BDADdC4201F98' }),
    'with spaces': withToken({ address: ` ${ADDRESS} ` }),
    'inner space': withToken({ address: '0x1f9840a85d5aF5bf1D1762F925BD ADdC4201F984' }),
    'upper-case prefix': withToken({ address: `0X${ADDRESS.slice(2)}` }),
    empty: withToken({ address: '' }),
  }),
  ...entries('list', 'chainId', {
    '0': withToken({ chainId: 0 }),
    '-1': withToken({ chainId: -1 }),
    '1.5': withToken({ chainId: 1.5 }),
    "'1'": withToken({ chainId: '1' }),
  }),
  ...entries('list', 'duplicate', {
    'same case': list({}, [token(), token({ name: 'Again' })]),
    'different case': list({}, [token(), token({ address: ADDRESS.toLowerCase() })]),
    'upper-case hex': list({}, [token(), token({ address: `0x${ADDRESS.slice(2).toUpperCase()}` })]),
    'same address on another chain (allowed)': list({}, [token(), token({ chainId: 5 })]),
  }),
  ...entries('list', 'missing', {
    name: without(list(), 'name'),
    timestamp: without(list(), 'timestamp'),
    version: without(list(), 'version'),
    tokens: without(list(), 'tokens'),
    'token address': list({}, [without(token(), 'address')]),
    'token decimals': list({}, [without(token(), 'decimals')]),
    'token symbol': list({}, [without(token(), 'symbol')]),
    'version patch': list({ version: { major: 1, minor: 0 } }),
  }),
  ...entries('list', 'extra field', {
    'in a token': withToken({ onload: 'alert(1)' }),
    'in the version': list({ version: { major: 1, minor: 0, patch: 0, build: 1 } }),
    'in a tag': list({ tags: { t: { name: 'T', description: 'd', html: '<b>' } } }),
    'at the top (allowed by the schema)': list({ html: '<script>alert(1)</script>' }),
  }),
  ...entries('list', 'version', {
    'negative major': list({ version: { major: -1, minor: 0, patch: 0 } }),
    'fractional minor': list({ version: { major: 1, minor: 1.5, patch: 0 } }),
    "string patch '0'": list({ version: { major: 1, minor: 0, patch: '0' } }),
    'a string': list({ version: '1.0.0' }),
  }),
  ...entries('list', 'timestamp', {
    'not a date': list({ timestamp: 'yesterday' }),
    'month 13': list({ timestamp: '2021-13-01T00:00:00Z' }),
    'February 30': list({ timestamp: '2021-02-30T00:00:00Z' }),
    'no time zone': list({ timestamp: '2021-01-05T00:00:00' }),
    'a number': list({ timestamp: 1609804800 }),
  }),
  ...entries('list', 'prototype key', {
    '__proto__ tag (valid id)': parsed(
      listJson(
        `"tokens":[${tokenJson('"tags":["__proto__"]')}],"tags":{"__proto__":{"name":"Proto","description":"polluted"}}`,
      ),
    ),
    '__proto__ tag polluting': parsed(
      listJson(`"tokens":[${tokenJson('"tags":["__proto__"]')}],"tags":{"__proto__":{"polluted":true}}`),
    ),
    'constructor tag': parsed(
      listJson(
        `"tokens":[${tokenJson('"tags":["constructor"]')}],"tags":{"constructor":{"name":"C","description":"c"}}`,
      ),
    ),
    '__proto__ extension': parsed(listJson(`"tokens":[${tokenJson('"extensions":{"__proto__":{"polluted":"yes"}}')}]`)),
    'constructor.prototype extension': parsed(
      listJson(`"tokens":[${tokenJson('"extensions":{"constructor":{"prototype":{"polluted":"yes"}}}')}]`),
    ),
    '__proto__ in a token': parsed(listJson(`"tokens":[${tokenJson('"__proto__":{"polluted":true}')}]`)),
    '__proto__ at the top': parsed(
      listJson(`"__proto__":{"polluted":true},"tokens":[${tokenJson('"logoURI":"https://a.example/x.png"')}]`),
    ),
    '__proto__ token map key': parsed(
      listJson(`"tokens":[${tokenJson('"symbol":"M"')}],"tokenMap":{"__proto__":{"polluted":true}}`),
    ),
  }),
  ...entries('list', 'nested extensions', {
    'four levels': withToken({ extensions: { a: { b: { c: { d: 1 } } } } }),
    '1,000 levels': withToken({ extensions: { deep: nested(1000) } }),
    'an array': withToken({ extensions: { list: [1, 2, 3] } }),
    'eleven keys': withToken({ extensions: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) }),
  }),
  ...entries('list', 'not an object', {
    null: null,
    array: [list()],
    string: '{"name":"Hostile List"}',
    number: 42,
    boolean: true,
  }),
  ...entries('list', 'hostile token logo', {
    javascript: withToken({ logoURI: 'javascript:alert(1)' }),
    data: withToken({ logoURI: BAD_LOGOS['data svg'] }),
    'http elsewhere': withToken({ logoURI: BAD_LOGOS['http elsewhere'] }),
    'relative (refused by the schema)': withToken({ logoURI: '/x.png' }),
  }),
  ...entries('list', 'hostile list logo', {
    vbscript: list({ logoURI: 'vbscript:msgbox(1)' }),
    blob: list({ logoURI: BAD_LOGOS.blob }),
  }),
  ...entries('list', 'second token', {
    'other address, same symbol': list({}, [token(), token({ address: OTHER_ADDRESS })]),
  }),
  ...entries('logoURI', 'logo', BAD_LOGOS),
  ...entries('location', 'location', BAD_LOCATIONS),
]
