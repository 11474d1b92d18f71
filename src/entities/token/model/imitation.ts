import { isAddress, isAddressEqual } from 'viem'
import type { TokenInfo } from './types'

/** Cyrillic and Greek letters that look like Latin ones (capital and small), mapped to that Latin letter. */
const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic capitals
  А: 'A',
  В: 'B',
  Е: 'E',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  // Cyrillic small (including the small-capital look-alikes)
  а: 'a',
  в: 'b',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek capitals
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Greek small
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
}

const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu

const toLatin = (text: string): string => Array.from(text, (char) => CONFUSABLES[char] ?? char).join('')

/**
 * A key under which look-alike symbols are equal: NFKC, no controls or format characters, Cyrillic/Greek look-alikes
 * as Latin, lowercase, letters and digits only.
 */
export function symbolSkeleton(text: string): string {
  // Mapped before lowercasing (Greek capital Eta looks like H, its small form like n), and again after it.
  const latin = toLatin(toLatin(text.normalize('NFKC').replace(INVISIBLE, '')).toLowerCase())
  return latin.replace(NOT_LETTER_OR_DIGIT, '')
}

/** Listed tokens at another address whose symbol looks like the candidate's (same non-empty skeleton). */
export function findImitatedTokens(
  candidate: { address: string; symbol: string },
  listed: Iterable<TokenInfo>,
): TokenInfo[] {
  const skeleton = symbolSkeleton(candidate.symbol)
  if (!skeleton) return []
  const { address } = candidate
  // An address that is not one (a list's typo) is another token's, whatever it says.
  const isCandidate = (other: string): boolean =>
    isAddress(address, { strict: false }) && isAddress(other, { strict: false }) && isAddressEqual(address, other)
  return Array.from(listed).filter((token) => !isCandidate(token.address) && symbolSkeleton(token.symbol) === skeleton)
}
