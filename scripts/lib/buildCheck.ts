/**
 * What `scripts/check-build.ts` looks for in a build: code the Content-Security-Policy would block (eval and its
 * relatives, in minified JavaScript), and the policy itself in index.html and `_headers`, with the headers beside it.
 * Pure functions on text.
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
  ['eval', new RegExp(String.raw`(?:${NOT_MEMBER}|${GLOBAL})eval${END}\s*[()]|${NOT_MEMBER}eval${END}\s*,|\[\s*(["'\`])eval\1\s*\]`, 'g')],
  // new Function(...), Function(...) (with or without new, and through a global object).
  ['Function', new RegExp(String.raw`\bnew\s+${GLOBAL}?Function${END}|(?:${NOT_MEMBER}|${GLOBAL})Function${END}\s*\(`, 'g')],
  // The constructor taken as a value to call later (`let e=Function;…new e(code)`), as minifiers write `const F = Function`.
  ['Function', new RegExp(String.raw`(?:[=(,:?]|\breturn)\s*${GLOBAL}?Function(?![\w$])(?=\s*[,;)}\]]|\s*$)`, 'g')],
  // setTimeout("code") and setInterval("code"): a string evaluated as code.
  ['string timer', new RegExp(String.raw`(?:${NOT_MEMBER}|${GLOBAL})set(?:Timeout|Interval)\s*\(\s*["'\`]`, 'g')],
  // Compiling WebAssembly needs 'wasm-unsafe-eval', which the policy does not grant.
  ['WebAssembly', /(?<![\w$])WebAssembly\s*\.\s*(?:compile|compileStreaming|instantiate|instantiateStreaming|Module)(?![\w$])/g],
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
      const snippet = code.slice(Math.max(0, offset - SNIPPET), offset + match[0].length + SNIPPET).replaceAll('\n', ' ')
      uses.push({ kind, offset, ...position(code, offset), snippet })
    }
  }
  return uses.sort((a, b) => a.offset - b.offset)
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
 * What `_headers` lacks for every path besides the policy: nosniff, a referrer policy, the opener policy that keeps
 * other windows' handles off the app, HSTS of a year or more with subdomains, and a Permissions-Policy that turns off
 * every feature the app never uses.
 */
export function headerProblems(headers: string): string[] {
  const found = allPathsHeaders(headers)
  const problems: string[] = []
  if (found.get('x-content-type-options') !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff')
  if (!found.has('referrer-policy')) problems.push('Referrer-Policy is missing')
  const opener = found.get('cross-origin-opener-policy')
  if (opener !== OPENER_POLICY) problems.push(`Cross-Origin-Opener-Policy is ${opener ? `"${opener}"` : 'missing'}, expected "${OPENER_POLICY}"`)
  const hsts = found.get('strict-transport-security')
  const maxAge = Number(/(?:^|;)\s*max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? Number.NaN)
  if (!hsts) problems.push('Strict-Transport-Security is missing')
  else if (!(maxAge >= MIN_HSTS_SECONDS) || !/(?:^|;)\s*includeSubDomains\s*(?:;|$)/i.test(hsts)) problems.push(`Strict-Transport-Security is "${hsts}", expected max-age of a year or more and includeSubDomains`)
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
 * What is wrong with a policy: scripts from anywhere but the app's origin, inline or eval, plugins, a base URL or
 * form target, and (`framing`) a frame-ancestors other than the given origins.
 */
export function policyProblems(policy: string | undefined, framing?: readonly string[]): string[] {
  if (policy === undefined) return ['no Content-Security-Policy']
  const directives = parsePolicy(policy)
  const problems: string[] = []
  const expect = (name: string, values: readonly string[]): void => {
    const actual = directives.get(name)
    if (actual?.join(' ') !== values.join(' ')) problems.push(`${name} is ${actual ? `"${actual.join(' ')}"` : 'missing'}, expected "${values.join(' ')}"`)
  }
  expect('script-src', ["'self'"])
  expect('object-src', ["'none'"])
  expect('base-uri', ["'none'"])
  expect('form-action', ["'none'"])
  if (framing) expect('frame-ancestors', framing)
  else if (directives.has('frame-ancestors')) problems.push('frame-ancestors in a meta tag is ignored by browsers')
  for (const [name, values] of directives) {
    for (const value of values) {
      if (["'unsafe-eval'", "'unsafe-inline'", "'wasm-unsafe-eval'"].includes(value) && name !== 'style-src') problems.push(`${name} allows ${value}`)
      if (value === '*' || value === 'http:' || (value === 'data:' && name !== 'img-src' && name !== 'font-src')) problems.push(`${name} allows ${value}`)
    }
  }
  return problems
}
