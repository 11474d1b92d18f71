import { getAddress, isAddress } from 'viem'
import { type TokenInfo, displayName, displaySymbol } from '@/entities/token'

interface Entry {
  token: TokenInfo
  /** The displayed symbol, lower case. */
  symbol: string
  symbolWords: string[]
  nameWords: string[]
}

/** Tokens prepared once for searching (displayed texts, lower case, split into words), in symbol order. */
export interface TokenSearchIndex {
  entries: readonly Entry[]
  byAddress: ReadonlyMap<string, TokenInfo>
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)

export function buildSearchIndex(tokens: Iterable<TokenInfo>): TokenSearchIndex {
  const entries: Entry[] = []
  const byAddress = new Map<string, TokenInfo>()
  for (const token of tokens) {
    const symbol = displaySymbol(token.symbol).toLowerCase()
    entries.push({ token, symbol, symbolWords: words(symbol), nameWords: words(displayName(token.name)) })
    byAddress.set(token.address.toLowerCase(), token)
  }
  entries.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0))
  return { entries, byAddress }
}

const indexes = new WeakMap<ReadonlyMap<string, TokenInfo>, TokenSearchIndex>()

/** The index of a token map, built once per map object (token maps are cached per list and chain). */
export function searchIndexOf(tokens: ReadonlyMap<string, TokenInfo>): TokenSearchIndex {
  let index = indexes.get(tokens)
  if (!index) indexes.set(tokens, (index = buildSearchIndex(tokens.values())))
  return index
}

/** Every query word starts or ends one of the text's words (spec 5: word-prefix or suffix matches). */
export function matchesQuery(textWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((q) => textWords.some((w) => w.startsWith(q) || w.endsWith(q)))
}

/** A query that is an address (0x + 40 hex), checksummed; else undefined. */
export function queryAddress(query: string): string | undefined {
  const trimmed = query.trim()
  return /^0x[0-9a-fA-F]{40}$/.test(trimmed) && isAddress(trimmed, { strict: false }) ? getAddress(trimmed) : undefined
}

/**
 * Spec 5: an address filters exactly; else tokens whose symbol or name matches every word, exact symbols first, then
 * symbol prefixes, then the rest.
 */
export function searchTokens(index: TokenSearchIndex, query: string): TokenInfo[] {
  const address = queryAddress(query)
  if (address) {
    const token = index.byAddress.get(address.toLowerCase())
    return token ? [token] : []
  }
  const queryWords = words(query)
  if (queryWords.length === 0) return index.entries.map((e) => e.token)
  const matches = index.entries.filter(
    (e) => matchesQuery(e.symbolWords, queryWords) || matchesQuery(e.nameWords, queryWords),
  )
  if (queryWords.length > 1) return matches.map((e) => e.token)
  const [q] = queryWords as [string]
  const exact: TokenInfo[] = []
  const prefix: TokenInfo[] = []
  const rest: TokenInfo[] = []
  for (const e of matches) (e.symbol === q ? exact : e.symbol.startsWith(q) ? prefix : rest).push(e.token)
  return [...exact, ...prefix, ...rest]
}

/** Enter's pick (spec 5): the native coin for 'eth', else the first result if its symbol is the query, or if alone. */
export function pickOnEnter(query: string, results: readonly TokenInfo[]): 'native' | TokenInfo | undefined {
  const q = query.trim().toLowerCase()
  if (q === 'eth') return 'native'
  const [first] = results
  if (!first) return undefined
  return displaySymbol(first.symbol).toLowerCase() === q || results.length === 1 ? first : undefined
}
