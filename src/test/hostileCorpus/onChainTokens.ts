/**
 * Hostile on-chain token metadata (issue 17): what a token contract's `name()` / `symbol()` may return, as strings
 * (ERC-20) or as bytes32 (MKR-style). Each must come back from readTokenMetadata raw and be made inert by displayName /
 * displaySymbol. Test data only; the devnet test deploys the string entries with the official TestERC20 artifact.
 */
import type { Hex } from 'viem'

export type HostileOnChainToken =
  | { name: string; kind: 'string'; field: 'name' | 'symbol'; value: string }
  /** A bytes32 answer, when the string one fails (a contract with bytes32 metadata). */
  | { name: string; kind: 'bytes32'; field: 'name' | 'symbol'; value: Hex }

const STRINGS: Record<string, string> = {
  'script tag': '<script>window.__pwned=1</script>',
  'img onerror': '<img src=x onerror="window.__pwned=1">',
  'svg onload': '<svg/onload=window.__pwned=1>',
  'javascript: URL': 'javascript:window.__pwned=1',
  'attribute break': '"><script>window.__pwned=1</script>',
  'template literal': '${window.__pwned=1}',
  'right-to-left override': 'Evil Token\u202Etxt.exe',
  'bidi isolates and overrides': '\u2067\u202DUSDC\u202C\u2069',
  'zero-width in a known symbol': 'US\u200BDC',
  'homoglyph of a known symbol': 'UЅDС',
  'NUL and control characters': 'T\u0000K\u0007N\u001B[31m',
  'line and paragraph separators': 'Wrapped\u2028Ether\u2029',
  // 10 kB each as the chain stores them (UTF-8): name and symbol of one token still fit a contract creation (48 kB).
  '10 kB of text': 'A'.repeat(10_240),
  '10 kB of right-to-left overrides': '\u202E'.repeat(3_413),
  '10 kB of zalgo': `Z${'\u0300\u0301\u0302\u0303'.repeat(1_280)}`,
  'only invisible characters': '\u200B\u200C\u200D\uFEFF',
  'empty string': '',
}

/** 32 bytes of text, null-padded (the only form readTokenMetadata accepts). */
const bytes32 = (text: string): Hex => {
  const hex = [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `0x${hex.padEnd(64, '0')}`
}

const BYTES32: Record<string, Hex> = {
  'script tag': bytes32('<script>alert(1)</script>'),
  'right-to-left override': bytes32('MKR\u202Etxt'),
  'zero-width space': bytes32('M\u200BKR'),
  'control characters': bytes32('\u0007\u001B[2J'),
  'invalid UTF-8': `0x${'ff'.repeat(4)}${'00'.repeat(28)}`,
  'not null-terminated (refused)': `0x${'41'.repeat(32)}`,
}

export const hostileOnChainTokens: HostileOnChainToken[] = [
  ...Object.entries(STRINGS).flatMap(([label, value]) =>
    (['name', 'symbol'] as const).map((field) => ({
      name: `on-chain ${field}: ${label}`,
      kind: 'string' as const,
      field,
      value,
    })),
  ),
  ...Object.entries(BYTES32).map(([label, value]) => ({
    name: `on-chain bytes32 symbol: ${label}`,
    kind: 'bytes32' as const,
    field: 'symbol' as const,
    value,
  })),
]
