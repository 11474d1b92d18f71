/**
 * Hostile URL query values (issue 17): what a shared link may carry in the swap page's parameters. Each must fall back
 * to a safe value (no currency, ETH, no amount, no recipient, the default theme or language). Test data only.
 */
export type HostileUrlParam =
  'recipient' | 'exactAmount' | 'inputCurrency' | 'outputCurrency' | 'theme' | 'lng' | 'exactField' | 'use'

export interface HostileUrlValue {
  name: string
  param: HostileUrlParam
  value: string
}

const ADDRESS = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

/** For every parameter. */
const ANY: Record<string, string> = {
  'script tag': '<script>window.__pwned=1</script>',
  'img onerror': '"><img src=x onerror=window.__pwned=1>',
  'javascript: URL': 'javascript:window.__pwned=1',
  '10 kB string': 'A'.repeat(10_240),
  'right-to-left override': '\u202Eeth',
  'NUL and newline': 'x\u0000\r\ny',
  'prototype key': '__proto__',
  'JSON object': '{"constructor":{"prototype":{"pwned":1}}}',
}

const SPECIFIC: Record<HostileUrlParam, Record<string, string>> = {
  exactAmount: {
    negative: '-1',
    NaN: 'NaN',
    Infinity: 'Infinity',
    '1e400': '1e400',
    hexadecimal: '0x10',
    'two separators': '1.2.3',
    'grouped thousands': '1,000,000',
    'Arabic-Indic digits': '١٢٣',
    'fullwidth digits': '１２３',
    'leading space and plus': ' +1',
    '300 digits (past the length limit)': '9'.repeat(300),
  },
  recipient: {
    'address with a Cyrillic a': ADDRESS.replace('a', 'а'),
    'address with a zero-width space': `${ADDRESS.slice(0, 10)}\u200B${ADDRESS.slice(10)}`,
    'address one character short': ADDRESS.slice(0, -1),
    'name with a bidi override': 'alice\u202E.eth',
    'name with a lookalike': 'аlice.eth',
    'name with a path': 'alice.eth/../../x',
    'javascript: name': 'javascript:alert(1).eth',
  },
  inputCurrency: {
    'address with trailing markup': `${ADDRESS}<script>`,
    'address with a fullwidth x': `0ｘ${ADDRESS.slice(2)}`,
    'ETH lookalike': 'ΕΤΗ',
  },
  outputCurrency: {
    'address with a bidi override': `\u202E${ADDRESS}`,
    'the zero address twice': `0x${'0'.repeat(40)}0x${'0'.repeat(40)}`,
  },
  theme: {
    'dark lookalike': 'dаrk',
    'CSS injection': 'dark;background:url(https://evil.example/x)',
    'class break': 'dark" onload="x',
  },
  lng: {
    'path traversal': '../../etc/passwd',
    'right-to-left override in a tag': 'ar\u202E',
    'catalogue of another origin': 'https://evil.example/de.po',
    'prototype of a catalogue': 'constructor',
  },
  exactField: { 'output lookalike': 'оutput' },
  use: { 'v1 lookalike': 'ｖ1' },
}

const PARAMS: HostileUrlParam[] = ['recipient', 'exactAmount', 'inputCurrency', 'outputCurrency', 'theme', 'lng']

export const hostileUrlValues: HostileUrlValue[] = [
  ...PARAMS.flatMap((param) =>
    Object.entries(ANY).map(([label, value]) => ({ name: `url ${param}: ${label}`, param, value })),
  ),
  ...(Object.entries(SPECIFIC) as [HostileUrlParam, Record<string, string>][]).flatMap(([param, values]) =>
    Object.entries(values).map(([label, value]) => ({ name: `url ${param}: ${label}`, param, value })),
  ),
]
