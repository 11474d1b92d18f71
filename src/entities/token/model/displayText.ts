/** Longest symbol kept before shortening, in graphemes (a 10k-character symbol is cut here first). */
export const MAX_SYMBOL_GRAPHEMES = 64
/** Longest token name shown, in graphemes. */
export const MAX_NAME_GRAPHEMES = 40
/** Symbols longer than this display shortened: first 4, '...', last 5 (spec section 3). */
export const SHORTEN_SYMBOL_OVER = 20
/** Combining marks kept per grapheme; more are zalgo. */
export const MAX_MARKS_PER_GRAPHEME = 2
/** Shown when a symbol is empty once sanitised. */
export const UNKNOWN_SYMBOL = 'UNKNOWN'

/** Line and paragraph breaks and tabs: they become a space. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g
/**
 * Invisible or unrenderable: controls, format characters (bidi controls, zero-width characters, soft hyphen...),
 * private use, lone surrogates, and other default-ignorable code points (e.g. Hangul fillers) except variation
 * selectors, which emoji and CJK text need (their count is capped with the combining marks).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]|(?!\p{Variation_Selector})\p{Default_Ignorable_Code_Point}/gu
const MARK = /\p{M}/gu

// Made on first use: building a segmenter loads ICU's break data, a long task on a cold load that plain ASCII never needs.
let segmenter: Intl.Segmenter | undefined
const graphemes = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }))

/** The grapheme with at most MAX_MARKS_PER_GRAPHEME combining marks. */
function limitMarks(grapheme: string): string {
  let marks = 0
  return grapheme.replace(MARK, (mark) => (++marks > MAX_MARKS_PER_GRAPHEME ? '' : mark))
}

/** Printable ASCII with single inner spaces: already clean (most real names and symbols). */
const PLAIN = /^[!-~]+(?: [!-~]+)*$/

/** Makes untrusted text (token names and symbols, list names) safe to show as text, at most `maxGraphemes` long. */
export function sanitizeDisplayText(text: string, maxGraphemes: number): string {
  // Fast path: plain ASCII has one grapheme per character and nothing to remove.
  if (text.length <= maxGraphemes && PLAIN.test(text)) return text
  const cleaned = text.normalize('NFC').replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
  const kept: string[] = []
  let clipped = false
  for (const { segment } of graphemes().segment(cleaned)) {
    if (kept.length >= maxGraphemes) {
      clipped = true
      break
    }
    kept.push(limitMarks(segment))
  }
  if (!clipped) return kept.join('')
  if (maxGraphemes < 1) return ''
  return `${kept.slice(0, maxGraphemes - 1).join('').trimEnd()}…`
}

/** Symbols over 20 characters (graphemes) display as the first 4, '...', and the last 5 (spec section 3). */
export function shortenSymbol(symbol: string): string {
  if (symbol.length <= SHORTEN_SYMBOL_OVER) return symbol
  const parts = Array.from(graphemes().segment(symbol), ({ segment }) => segment)
  if (parts.length <= SHORTEN_SYMBOL_OVER) return symbol
  return `${parts.slice(0, 4).join('')}...${parts.slice(-5).join('')}`
}

/** A token symbol as shown: sanitised, shortened when long, 'UNKNOWN' when nothing is left. */
export function displaySymbol(symbol: string | undefined): string {
  const clean = sanitizeDisplayText(symbol ?? '', MAX_SYMBOL_GRAPHEMES)
  return clean ? shortenSymbol(clean) : UNKNOWN_SYMBOL
}

/** A token name as shown: sanitised and clipped; may be ''. */
export function displayName(name: string | undefined): string {
  return sanitizeDisplayText(name ?? '', MAX_NAME_GRAPHEMES)
}
