import { describe, expect, it } from 'vitest'
import { MAX_NAME_GRAPHEMES, displayName, displaySymbol, sanitizeDisplayText, shortenSymbol } from './displayText'

const graphemeCount = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/u

describe('sanitizeDisplayText', () => {
  it('keeps ordinary text, including HTML-looking text (rendered as text, never as markup)', () => {
    expect(sanitizeDisplayText('USD Coin', 40)).toBe('USD Coin')
    expect(sanitizeDisplayText('<img src=x onerror=alert(1)>', 40)).toBe('<img src=x onerror=alert(1)>')
    expect(sanitizeDisplayText('日本円 ¥', 40)).toBe('日本円 ¥')
  })

  it('NFC-normalises', () => {
    expect(sanitizeDisplayText('e\u0301', 10)).toBe('\u00e9')
  })

  it('turns tabs, newlines and line/paragraph separators into single spaces and trims', () => {
    expect(sanitizeDisplayText(' \tUSD\r\n\u2028Coin\u2029 ', 40)).toBe('USD Coin')
  })

  it.each([
    ['bidi override', 'US\u202EDC'],
    ['bidi embedding and pop', '\u202AUS\u202CDC'],
    ['bidi isolates', '\u2066US\u2069DC\u2067\u2068'],
    ['LRM/RLM and Arabic letter mark', 'U\u200ESD\u200FC\u061C'],
    ['zero-width space, joiners and word joiner', 'U\u200BS\u200C\u200DD\u2060C'],
    ['byte order mark', '\uFEFFUSDC'],
    ['soft hyphen', 'US\u00ADDC'],
    ['NUL, escape and DEL', 'U\u0000S\u001BD\u007FC'],
    ['private use', 'US\uE000DC'],
    ['lone surrogates', 'US\uD800D\uDC00C'],
    ['Hangul filler', 'USDC\u3164'],
    ['tag characters', 'USDC\u{E0041}\u{E007F}'],
  ])('removes %s', (_label, text) => expect(sanitizeDisplayText(text, 40)).toBe('USDC'))

  it('keeps emoji with variation selectors', () => {
    expect(sanitizeDisplayText('\u2764\uFE0F Love', 40)).toBe('\u2764\uFE0F Love')
  })

  it('keeps at most two combining marks per grapheme (zalgo)', () => {
    const zalgo = `q${'\u0301\u0302\u0303\u0304'.repeat(50)}A`
    expect(sanitizeDisplayText(zalgo, 40)).toBe('q\u0301\u0302A')
  })

  it('keeps two legitimate marks (Thai)', () => {
    expect(sanitizeDisplayText('ที่', 10)).toBe('ที่')
  })

  it('collapses whitespace runs, including non-breaking spaces', () => {
    expect(sanitizeDisplayText('A \u00A0\u2003  B', 10)).toBe('A B')
  })

  it('clips to the grapheme limit, ending in an ellipsis', () => {
    expect(sanitizeDisplayText('abcdefghij', 5)).toBe('abcd…')
    expect(sanitizeDisplayText('abcde', 5)).toBe('abcde')
    expect(sanitizeDisplayText('abc defgh', 5)).toBe('abc…')
  })

  it('counts graphemes, not code units, when clipping', () => {
    const flags = '🇩🇪🇫🇷🇮🇹🇪🇸'
    expect(sanitizeDisplayText(flags, 4)).toBe(flags)
    expect(sanitizeDisplayText(flags, 3)).toBe('🇩🇪🇫🇷…')
  })

  it('never exceeds the limit, even at 0 or 1', () => {
    expect(sanitizeDisplayText('abc', 1)).toBe('…')
    expect(sanitizeDisplayText('abc', 0)).toBe('')
    expect(sanitizeDisplayText('', 0)).toBe('')
  })

  it('bounds a 10,000-character hostile string', () => {
    const hostile = `\u202E${'<script>'.repeat(1250)}\u200B`
    const result = sanitizeDisplayText(hostile, 40)
    expect(graphemeCount(result)).toBe(40)
    expect(result).not.toMatch(INVISIBLE)
  })
})

describe('sanitizeDisplayText, multiline', () => {
  const lines = (text: string, max = Number.POSITIVE_INFINITY) => sanitizeDisplayText(text, max, { multiline: true })

  it('default: keeps lines, indentation and runs of spaces (markdown needs them)', () => {
    const markdown = '# Title\n\n- one\n  - nested\n\n    code  block\n\tTabbed'
    expect(lines(markdown)).toBe(markdown)
  })

  it('behavior: every line break becomes a newline', () => {
    expect(lines('a\r\nb\rc\u2028d\u2029e\u0085f\vg\fh')).toBe('a\nb\nc\nd\ne\nf\ng\nh')
  })

  it.each([
    ['bidi override and isolates', '# Ti\u202Etle\n\u2066body\u2069'],
    ['zero-width characters', '# Ti\u200Btle\n\u200Cbo\u200Ddy\uFEFF'],
    ['control characters', '# Ti\u0000tle\n\u001Bbody\u007F'],
  ])('behavior: removes %s, keeping the lines', (_label, text) => {
    expect(lines(text)).toBe('# Title\nbody')
  })

  it('behavior: caps combining marks and clips like one-line text', () => {
    expect(lines(`q${'\u0301\u0302\u0303'.repeat(20)}\nA`)).toBe('q\u0301\u0302\nA')
    expect(lines('line one\nline two', 6)).toBe('line…')
  })
})

describe('shortenSymbol', () => {
  it('leaves symbols of up to 20 characters unchanged', () => {
    expect(shortenSymbol('UNI')).toBe('UNI')
    expect(shortenSymbol('A'.repeat(20))).toBe('A'.repeat(20))
  })

  it('shows the first 4, an ellipsis and the last 5 of longer symbols', () => {
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRSTU')).toBe('ABCD...QRSTU')
  })

  it('counts graphemes, so emoji are never split', () => {
    expect(shortenSymbol('😀'.repeat(15))).toBe('😀'.repeat(15))
    expect(shortenSymbol('😀'.repeat(21))).toBe(`${'😀'.repeat(4)}...${'😀'.repeat(5)}`)
  })
})

describe('displaySymbol', () => {
  it('sanitises, then shortens', () => {
    expect(displaySymbol('\u202EUSDC')).toBe('USDC')
    expect(displaySymbol(`AB\u200BCDEFGHIJKLMNOPQRSTU`)).toBe('ABCD...QRSTU')
  })

  it('shortens a 10,000-character symbol to 12 characters', () => {
    expect(displaySymbol('X'.repeat(10_000))).toBe('XXXX...XXXX…')
  })

  it.each([undefined, '', '   ', '\u200B\u202E', '\u0000'])('shows UNKNOWN for %j', (symbol) => {
    expect(displaySymbol(symbol)).toBe('UNKNOWN')
  })
})

describe('displayName', () => {
  it('sanitises and clips to the name limit', () => {
    expect(displayName('Wrapped\u202E Ether')).toBe('Wrapped Ether')
    const long = displayName('N'.repeat(100))
    expect(graphemeCount(long)).toBe(MAX_NAME_GRAPHEMES)
    expect(long.endsWith('…')).toBe(true)
  })

  it('may be empty', () => {
    expect(displayName(undefined)).toBe('')
    expect(displayName('\u200B')).toBe('')
  })
})
