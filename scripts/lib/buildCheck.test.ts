import { describe, expect, it } from 'vitest'
import { findEvalUses, headersPolicy, metaPolicy, policyProblems } from './buildCheck.ts'
import { type CspSources, SAFE_ORIGIN, contentSecurityPolicy, headersFile } from './csp.ts'

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
    expect(policyProblems(headersPolicy(headersFile(sources)), [SAFE_ORIGIN])).toEqual([])
  })

  it('names what a weak or missing policy allows', () => {
    expect(policyProblems(undefined)).toEqual(['no Content-Security-Policy'])
    expect(policyProblems("script-src 'self' 'unsafe-eval'; object-src 'none'; base-uri 'self'; form-action 'none'; connect-src *")).toEqual([
      `script-src is "'self' 'unsafe-eval'", expected "'self'"`,
      `base-uri is "'self'", expected "'none'"`,
      "script-src allows 'unsafe-eval'",
      'connect-src allows *',
    ])
    expect(policyProblems("script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'", [SAFE_ORIGIN])).toEqual([
      `frame-ancestors is missing, expected "${SAFE_ORIGIN}"`,
    ])
    expect(policyProblems("script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'")).toEqual([
      'frame-ancestors in a meta tag is ignored by browsers',
    ])
  })
})
