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
/** Line and paragraph breaks other than '\n' (CRLF and CR included): they become '\n' in multiline text. */
const LINE_BREAKS = /\r\n?|[\v\f\u0085\u2028\u2029]/g
/**
 * Invisible or unrenderable: controls, format characters, private use, lone surrogates and other default-ignorables,
 * except variation selectors, which emoji and CJK need (capped with the combining marks).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]|(?!\p{Variation_Selector})\p{Default_Ignorable_Code_Point}/gu
/** As INVISIBLE, less the newline and the tab that multiline text (markdown) keeps. */
const INVISIBLE_IN_LINES =
  /(?![\t\n])[\p{Cc}\p{Cf}\p{Co}\p{Cs}]|(?!\p{Variation_Selector})\p{Default_Ignorable_Code_Point}/gu
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
/** Printable ASCII, tabs and '\n' line breaks: already clean multiline text (most real proposal descriptions). */
const PLAIN_LINES = /^[\t\n -~]*$/

export interface DisplayTextOptions {
  /**
   * Keep line breaks ('\n'), tabs and runs of spaces (markdown); the rest cleaned as one line. Default: one line,
   * whitespace collapsed and trimmed.
   */
  multiline?: boolean
}

/**
 * Makes untrusted text (token and list names, proposals, revert reasons) safe to show, at most `maxGraphemes` long
 * (clipped ones end in '…').
 */
export function sanitizeDisplayText(
  text: string,
  maxGraphemes: number,
  { multiline = false }: DisplayTextOptions = {},
): string {
  // Fast path: plain ASCII has one grapheme per character and nothing to remove.
  if (text.length <= maxGraphemes && (multiline ? PLAIN_LINES : PLAIN).test(text)) return text
  const cleaned = multiline
    ? text.normalize('NFC').replace(LINE_BREAKS, '\n').replace(INVISIBLE_IN_LINES, '')
    : text.normalize('NFC').replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
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
  return `${kept
    .slice(0, maxGraphemes - 1)
    .join('')
    .trimEnd()}…`
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
