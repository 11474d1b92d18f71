import { describe, expect, it } from 'vitest'
import { findEvalUses, headerProblems, headersPolicy, metaPolicy, policyProblems } from './buildCheck.ts'
import { type CspSources, FRAME_ANCESTORS, SAFE_ORIGIN, contentSecurityPolicy, headersFile } from './csp.ts'

const kinds = (code: string) => findEvalUses(code).map((use) => use.kind)

describe('findEvalUses', () => {
  it('finds eval in its minified forms', () => {
    expect(kinds('a=eval(b)')).toEqual(['eval'])
    expect(kinds('a=(0,eval)(b)')).toEqual(['eval'])
    expect(kinds('x=[eval,1]')).toEqual(['eval'])
    expect(kinds('window.eval(b)')).toEqual(['eval'])
    expect(kinds('globalThis . eval (b)')).toEqual(['eval'])
    expect(kinds('self["eval"](b)')).toEqual(['eval'])
    expect(kinds('self[`eval`](b)')).toEqual(['eval'])
  })

  it('finds Function constructors, with or without new', () => {
    expect(kinds('new Function("a","return a")')).toEqual(['Function'])
    expect(kinds('x=Function(`return this`)()')).toEqual(['Function'])
    expect(kinds('try{return Function(``),!0}catch{}')).toEqual(['Function'])
    expect(kinds('e=new Function')).toEqual(['Function'])
    expect(kinds('globalThis.Function("x")')).toEqual(['Function'])
    expect(kinds('compile(){let e=Function,t=this.content;return new e(...t)}')).toEqual(['Function'])
    expect(kinds('const F=Function;')).toEqual(['Function'])
    expect(kinds('f(Function)')).toEqual(['Function'])
  })

  it('finds string timers and WebAssembly compilation', () => {
    expect(kinds('setTimeout("alert(1)",0)')).toEqual(['string timer'])
    expect(kinds("window.setInterval('x()',5)")).toEqual(['string timer'])
    expect(kinds('WebAssembly.instantiate(bytes)')).toEqual(['WebAssembly'])
  })

  it('leaves alone names that only contain the words, methods of other objects and strings', () => {
    const clean = [
      'page.evaluate(fn)',
      'x.evaluate(`eval`)',
      'r.toSJISFunction&&t.setToSJISFunction(r.toSJISFunc)',
      'var evalCount=1;isFunction(x);myFunction(1)',
      'switch(e){case`Function`:case`eval`:throw TypeError(`unable to deserialize `+e)}',
      'obj.Function(1);a.eval(2)',
      'typeof x==`function`',
      'x instanceof Function;Function.prototype.toString.call(f)',
      'a=`[object Function]`;b=`Function ${e} not found on ABI.`',
      'setTimeout(()=>{},0);setInterval(fn,5)',
      'typeof WebAssembly<`u`',
      '"no eval or Function here"',
    ]
    for (const code of clean) expect(findEvalUses(code), code).toEqual([])
  })

  it('reports offset, line, column and the code around each use', () => {
    const code = 'let a=1;\nlet b=2;x=eval(c)'
    const [use] = findEvalUses(code)
    expect(use).toMatchObject({ kind: 'eval', offset: code.indexOf('eval'), line: 2, column: 11 })
    expect(use?.snippet).toContain('x=eval(c)')
  })
})

describe('policies in the build', () => {
  const sources: CspSources = { connect: ['https://rpc.example.org'], walletConnect: false, anyHttpsLists: true }
  const html = `<head><meta charset="UTF-8" /><meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(sources, 'meta').replaceAll("'", '&#39;')}" /></head>`

  it("reads the meta tag's policy and the headers file's policy for every path", () => {
    expect(metaPolicy(html)).toBe(contentSecurityPolicy(sources, 'meta'))
    expect(headersPolicy(headersFile(sources))).toBe(contentSecurityPolicy(sources, 'header'))
    expect(headersPolicy('/assets/*\n  Content-Security-Policy: default-src *\n')).toBeUndefined()
    expect(metaPolicy('<head></head>')).toBeUndefined()
  })

  it('passes the generated policies', () => {
    expect(policyProblems(metaPolicy(html))).toEqual([])
    expect(policyProblems(headersPolicy(headersFile(sources)), FRAME_ANCESTORS)).toEqual([])
    expect(headerProblems(headersFile(sources))).toEqual([])
  })

  it("fails a headers file that lets the Safe app frame the page while frame-ancestors must be 'none'", () => {
    const safe = headersFile(sources).replace("frame-ancestors 'none'", `frame-ancestors ${SAFE_ORIGIN}`)
    expect(policyProblems(headersPolicy(safe), FRAME_ANCESTORS)).toEqual([
      `frame-ancestors is "${SAFE_ORIGIN}", expected "'none'"`,
    ])
  })

  it('names each security header that is missing or weak', () => {
    const only = (...lines: string[]): string =>
      ['/*', ...lines.map((line) => `  ${line}`), '/assets/*', '  Cache-Control: immutable', ''].join('\n')
    expect(headerProblems(only())).toEqual([
      'X-Content-Type-Options is not nosniff',
      'Referrer-Policy is missing',
      'Cross-Origin-Opener-Policy is missing, expected "same-origin-allow-popups"',
      'Strict-Transport-Security is missing',
      'Permissions-Policy is missing',
    ])
    const weak = only(
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: no-referrer',
      'Cross-Origin-Opener-Policy: unsafe-none',
      'Strict-Transport-Security: max-age=86400; includeSubDomains',
      'Permissions-Policy: camera=(), microphone=(self), geolocation=*',
    )
    const problems = headerProblems(weak)
    expect(problems.slice(0, 2)).toEqual([
      'Cross-Origin-Opener-Policy is "unsafe-none", expected "same-origin-allow-popups"',
      'Strict-Transport-Security is "max-age=86400; includeSubDomains", expected max-age of a year or more and includeSubDomains',
    ])
    expect(problems[2]).toMatch(/^Permissions-Policy leaves on accelerometer, /)
    expect(problems[2]).toMatch(/\bmicrophone\b/)
    expect(problems[2]).toMatch(/\bgeolocation\b/)
    expect(problems[2]).not.toMatch(/\bcamera\b/)
    // Without subdomains, or set only on another path, HSTS does not count.
    expect(headerProblems(only('Strict-Transport-Security: max-age=63072000'))).toContain(
      'Strict-Transport-Security is "max-age=63072000", expected max-age of a year or more and includeSubDomains',
    )
    expect(headerProblems('/assets/*\n  Strict-Transport-Security: max-age=63072000; includeSubDomains\n')).toContain(
      'Strict-Transport-Security is missing',
    )
  })

  it('names what a weak or missing policy allows', () => {
    expect(policyProblems(undefined)).toEqual(['no Content-Security-Policy'])
    expect(
      policyProblems(
        "script-src 'self' 'unsafe-eval'; object-src 'none'; base-uri 'self'; form-action 'none'; connect-src *",
      ),
    ).toEqual([
      `script-src is "'self' 'unsafe-eval'", expected "'self'"`,
      `base-uri is "'self'", expected "'none'"`,
      "script-src allows 'unsafe-eval'",
      'connect-src allows *',
    ])
    expect(
      policyProblems("script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'", FRAME_ANCESTORS),
    ).toEqual([`frame-ancestors is missing, expected "'none'"`])
    expect(
      policyProblems(
        "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      ),
    ).toEqual(['frame-ancestors in a meta tag is ignored by browsers'])
  })
})
