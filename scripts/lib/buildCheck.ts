/**
 * What `scripts/check-build.ts` looks for: code the Content-Security-Policy would block, and the policy itself in
 * index.html and `_headers`. Pure functions on text.
 */
import { OPENER_POLICY, PERMISSIONS_OFF } from './csp.ts'

export interface EvalUse {
  kind: 'eval' | 'Function' | 'string timer' | 'WebAssembly'
  /** Character offset in the file. */
  offset: number
  /** 1-based line and column, for files that are not one long line. */
  line: number
  column: number
  /** The match with some code around it. */
  snippet: string
}

// Not preceded by an identifier character or a dot (so `x.evaluate(`, `toSJISFunction(`, `obj.Function(` are not
// uses), and the identifier ends there (`evaluate`, `Functional` are other names).
const NOT_MEMBER = String.raw`(?<![\w$.])`
const END = String.raw`(?![\w$])`
const GLOBAL = String.raw`(?:(?<![\w$.])(?:window|self|globalThis|global)\s*\.\s*)`

const PATTERNS: readonly [EvalUse['kind'], RegExp][] = [
  // eval(...), (0, eval)(...), window.eval(...), and a global object's eval by index: self["eval"].
  [
    'eval',
    new RegExp(
      String.raw`(?:${NOT_MEMBER}|${GLOBAL})eval${END}\s*[()]|${NOT_MEMBER}eval${END}\s*,|\[\s*(["'\`])eval\1\s*\]`,
      'g',
    ),
  ],
  // new Function(...), Function(...) (with or without new, and through a global object).
  [
    'Function',
    new RegExp(String.raw`\bnew\s+${GLOBAL}?Function${END}|(?:${NOT_MEMBER}|${GLOBAL})Function${END}\s*\(`, 'g'),
  ],
  // The constructor taken as a value to call later (`let e=Function;…new e(code)`), as minifiers write `const F = Function`.
  ['Function', new RegExp(String.raw`(?:[=(,:?]|\breturn)\s*${GLOBAL}?Function(?![\w$])(?=\s*[,;)}\]]|\s*$)`, 'g')],
  // setTimeout("code") and setInterval("code"): a string evaluated as code.
  ['string timer', new RegExp(String.raw`(?:${NOT_MEMBER}|${GLOBAL})set(?:Timeout|Interval)\s*\(\s*["'\`]`, 'g')],
  // Compiling WebAssembly needs 'wasm-unsafe-eval', which the policy does not grant.
  [
    'WebAssembly',
    /(?<![\w$])WebAssembly\s*\.\s*(?:compile|compileStreaming|instantiate|instantiateStreaming|Module)(?![\w$])/g,
  ],
]

const SNIPPET = 40

function position(code: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = code.indexOf('\n'); index !== -1 && index < offset; index = code.indexOf('\n', index + 1)) {
    line++
    lineStart = index + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/** Every place in `code` that evaluates a string as code (or compiles WebAssembly), in order of offset. */
export function findEvalUses(code: string): EvalUse[] {
  const uses: EvalUse[] = []
  for (const [kind, pattern] of PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const offset = match.index
      const snippet = code
        .slice(Math.max(0, offset - SNIPPET), offset + match[0].length + SNIPPET)
        .replaceAll('\n', ' ')
      uses.push({ kind, offset, ...position(code, offset), snippet })
    }
  }
  return uses.sort((a, b) => a.offset - b.offset)
}

// --- What of the devnet a release must not carry (and the analytics DOM event, which only devnet and dev builds send).

/** The devnet's secrets and names a release build must not contain, from its manifest (devnet/deployment.json). */
export interface DevnetSecrets {
  /** The Local dev account's address (the manifest's first account, as src/config/devnet.ts takes it), without 0x. */
  devAccount: string
  /** Every account's private key (anvil's well-known keys), 64 hex digits without 0x. */
  privateKeys: string[]
}

export function devnetSecrets(manifest: {
  accounts: readonly { address: string; privateKey: string }[]
}): DevnetSecrets {
  const [devAccount] = manifest.accounts
  if (!devAccount) throw new Error('the devnet manifest has no account')
  const bare = (hex: string): string => hex.replace(/^0x/i, '').toLowerCase()
  return {
    devAccount: bare(devAccount.address),
    privateKeys: manifest.accounts.map(({ privateKey }) => bare(privateKey)),
  }
}

export interface Leak {
  kind: 'dev account' | 'devnet chain' | 'loopback URL' | 'private key' | 'analytics event'
  offset: number
  line: number
  column: number
  snippet: string
}

/**
 * The devnet chain (31337) where code defines it: a `chainId`/`id`, a key, or the hex id. A bare 31337 is not enough:
 * RainbowKit's chain-icon table names hardhat's in every build.
 */
const DEVNET_CHAIN = [
  /(?<!hardhat\s*:\s*\{\s*)(?<![\w$])["'`]?chainId["'`]?\s*:\s*(?:31337|["'`]0x7a69["'`])(?![\w$])/g,
  /(?<![\w$.])["'`]?id["'`]?\s*:\s*(?:31337|["'`]0x7a69["'`])(?![\w$])/g,
  /[{,]\s*["'`]?31337["'`]?\s*:/g,
  /["'`]0x7a69["'`]/gi,
]
/**
 * A loopback URL: `//127.x.x.x`, `//[::1]`, or `localhost` with a port (libraries name bare `http://localhost` and
 * `localhost:*` in every build; the devnet's URLs all carry a port).
 */
const LOOPBACK_URL = /\/\/(?:127(?:\.\d{1,3}){3}|\[::1\])(?![\w.-])|\b(?:https?|wss?):\/\/localhost:\d/gi
/**
 * A `privateKey(s)` field holding a literal key, in code, JSON or a source map's escaped text; a computed one
 * (WalletConnect's key pairs) is no leak.
 */
const PRIVATE_KEY_FIELD = /privateKeys?\\?["'`]?\s*:\s*\[?\s*\\?["'`](?:0x)?[0-9a-f]{64}(?![0-9a-f])/gi

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every place in a release file that carries the devnet: the Local dev account, the devnet chain, a loopback URL, an
 * anvil key or `privateKey` field, the analytics DOM event. In a source map (comments and all) only keys count.
 */
export function findReleaseLeaks(text: string, secrets: DevnetSecrets, { sourceMap = false } = {}): Leak[] {
  const patterns: [Leak['kind'], RegExp][] = [
    ...secrets.privateKeys.map((key): [Leak['kind'], RegExp] => ['private key', new RegExp(escapeRegExp(key), 'gi')]),
    ['private key', PRIVATE_KEY_FIELD],
  ]
  if (!sourceMap) {
    patterns.push(
      ['dev account', /Local dev account|local-dev-account/g],
      ['dev account', new RegExp(escapeRegExp(secrets.devAccount), 'gi')],
      ['devnet chain', /UCASH Devnet/g],
      ...DEVNET_CHAIN.map((pattern): [Leak['kind'], RegExp] => ['devnet chain', pattern]),
      ['loopback URL', LOOPBACK_URL],
      ['analytics event', /ucash:analytics/g],
    )
  }
  const leaks: Leak[] = []
  for (const [kind, pattern] of patterns) {
    for (const match of text.matchAll(pattern)) {
      const offset = match.index
      const snippet = text
        .slice(Math.max(0, offset - SNIPPET), offset + match[0].length + SNIPPET)
        .replaceAll('\n', ' ')
      leaks.push({ kind, offset, ...position(text, offset), snippet })
    }
  }
  return leaks.sort((a, b) => a.offset - b.offset)
}

const LOOPBACK_HOST = /^(?:localhost|[\w-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/** The sources of a policy (any directive) on the loopback host: `directive source` each. */
export function loopbackSources(policy: string | undefined): string[] {
  if (policy === undefined) return []
  const found: string[] = []
  for (const [name, values] of parsePolicy(policy)) {
    for (const value of values) {
      if (value.startsWith("'")) continue
      const host = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(\[[^\]]*\]|[^:/]+)/i.exec(value)?.[1]
      if (host && LOOPBACK_HOST.test(host)) found.push(`${name} ${value}`)
    }
  }
  return found
}

/** The policy's directives by name (a header or meta value), each with its sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values)
  }
  return directives
}

/** The Content-Security-Policy meta tag's value in an HTML page, entities decoded, or undefined. */
export function metaPolicy(html: string): string | undefined {
  const tag = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)
  return tag?.[1]?.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&')
}

/** The headers `_headers` sets for every path (`/*`), by lower-case name (the first of a name wins). */
export function allPathsHeaders(headers: string): Map<string, string> {
  const found = new Map<string, string>()
  let allPaths = false
  for (const line of headers.split('\n')) {
    if (!/^\s/.test(line)) allPaths = line.trim() === '/*'
    else if (allPaths) {
      const header = /^\s+([\w-]+):\s*(.+)$/.exec(line)
      const name = header?.[1]?.toLowerCase()
      if (name && header?.[2] && !found.has(name)) found.set(name, header[2].trim())
    }
  }
  return found
}

/** The Content-Security-Policy `_headers` sets for every path (`/*`), or undefined. */
export function headersPolicy(headers: string): string | undefined {
  return allPathsHeaders(headers).get('content-security-policy')
}

/** A year: the least HSTS is worth keeping (the preload list's floor too). */
const MIN_HSTS_SECONDS = 31_536_000

/**
 * What `_headers` lacks besides the policy: nosniff, a referrer policy, the opener policy, HSTS of a year or more with
 * subdomains, and a Permissions-Policy off for every unused feature.
 */
export function headerProblems(headers: string): string[] {
  const found = allPathsHeaders(headers)
  const problems: string[] = []
  if (found.get('x-content-type-options') !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff')
  if (!found.has('referrer-policy')) problems.push('Referrer-Policy is missing')
  const opener = found.get('cross-origin-opener-policy')
  if (opener !== OPENER_POLICY)
    problems.push(`Cross-Origin-Opener-Policy is ${opener ? `"${opener}"` : 'missing'}, expected "${OPENER_POLICY}"`)
  const hsts = found.get('strict-transport-security')
  const maxAge = Number(/(?:^|;)\s*max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? Number.NaN)
  if (!hsts) problems.push('Strict-Transport-Security is missing')
  else if (!(maxAge >= MIN_HSTS_SECONDS) || !/(?:^|;)\s*includeSubDomains\s*(?:;|$)/i.test(hsts))
    problems.push(`Strict-Transport-Security is "${hsts}", expected max-age of a year or more and includeSubDomains`)
  const permissions = found.get('permissions-policy')
  if (!permissions) problems.push('Permissions-Policy is missing')
  else {
    const off = new Set(permissions.split(',').flatMap((part) => /^\s*([\w-]+)=\(\)\s*$/.exec(part)?.[1] ?? []))
    const on = PERMISSIONS_OFF.filter((feature) => !off.has(feature))
    if (on.length > 0) problems.push(`Permissions-Policy leaves on ${on.join(', ')}`)
  }
  return problems
}

/**
 * What is wrong with a policy: scripts from beyond the origin, inline or eval, plugins, base URL or form target,
 * and (`framing`) a frame-ancestors beyond the given origins.
 */
export function policyProblems(policy: string | undefined, framing?: readonly string[]): string[] {
  if (policy === undefined) return ['no Content-Security-Policy']
  const directives = parsePolicy(policy)
  const problems: string[] = []
  const expect = (name: string, values: readonly string[]): void => {
    const actual = directives.get(name)
    if (actual?.join(' ') !== values.join(' '))
      problems.push(`${name} is ${actual ? `"${actual.join(' ')}"` : 'missing'}, expected "${values.join(' ')}"`)
  }
  expect('script-src', ["'self'"])
  expect('object-src', ["'none'"])
  expect('base-uri', ["'none'"])
  expect('form-action', ["'none'"])
  if (framing) expect('frame-ancestors', framing)
  else if (directives.has('frame-ancestors')) problems.push('frame-ancestors in a meta tag is ignored by browsers')
  for (const [name, values] of directives) {
    for (const value of values) {
      if (["'unsafe-eval'", "'unsafe-inline'", "'wasm-unsafe-eval'"].includes(value) && name !== 'style-src')
        problems.push(`${name} allows ${value}`)
      if (value === '*' || value === 'http:' || (value === 'data:' && name !== 'img-src' && name !== 'font-src'))
        problems.push(`${name} allows ${value}`)
    }
  }
  return problems
}
