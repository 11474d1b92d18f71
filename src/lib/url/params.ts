import { getAddress, isAddress, isAddressEqual } from 'viem'
import { z } from '@/config/zod'

const ADDRESS_40_HEX = /^0x[0-9a-fA-F]{40}$/
const DASH_PAIR = /^(0x[0-9a-fA-F]{40})-(0x[0-9a-fA-F]{40})$/
const ENS_NAME = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.eth$/

/** '0x' followed by 40 hex characters (any case); the checksum is not required in URLs. */
export const isAddress40Hex = (value: string): boolean => ADDRESS_40_HEX.test(value)

/** 'addressA-addressB' (two 0x40-hex addresses joined by a dash), or null. */
export function parseDashPair(value: string): [string, string] | null {
  const match = DASH_PAIR.exec(value)
  return match ? [match[1]!, match[2]!] : null
}

/** Whether two currency ids name one currency: addresses by value (any case), other ids ('ETH') in any case. */
export function sameId(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false
  if (isAddress(a, { strict: false }) && isAddress(b, { strict: false })) return isAddressEqual(a, b)
  // 'ETH' in any case, or ids that are not addresses.
  return a.toLowerCase() === b.toLowerCase()
}

/** A currency from the query string: a checksummed address, 'ETH' (any case), anything else becomes 'ETH'. */
export function parseQueryCurrency(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (isAddress40Hex(value) && isAddress(value, { strict: false })) return getAddress(value)
  return 'ETH'
}

export type Field = 'INPUT' | 'OUTPUT'

export interface SwapQuery {
  inputCurrency?: string
  outputCurrency?: string
  typedValue: string
  independentField: Field
  recipient: string | null
  use: 'v1' | 'v2'
}

const text = z.catch(z.optional(z.string().check(z.maxLength(200))), undefined)

/** The raw swap-page search params; junk never throws, unknown values fall back. */
export const swapSearchSchema = z.object({
  inputCurrency: text,
  outputCurrency: text,
  exactAmount: text,
  exactField: text,
  recipient: text,
  use: text,
  theme: text,
  lng: text,
  claim: text,
})
export type SwapSearch = z.infer<typeof swapSearchSchema>

/** The swap form's starting state from the search params (spec sections 2 and 5). */
export function parseSwapQuery(search: SwapSearch): SwapQuery {
  const inputCurrency = parseQueryCurrency(search.inputCurrency)
  let outputCurrency = parseQueryCurrency(search.outputCurrency)
  if (sameId(inputCurrency, outputCurrency)) outputCurrency = undefined
  const amount = search.exactAmount?.replace(/,/g, '.')
  const recipient = search.recipient?.replace(/\s+/g, '')
  return {
    inputCurrency,
    outputCurrency,
    typedValue: amount && /^\d*\.?\d+$/.test(amount) ? amount : '',
    independentField: search.exactField?.toLowerCase() === 'output' ? 'OUTPUT' : 'INPUT',
    recipient: recipient && (isAddress(recipient, { strict: false }) || ENS_NAME.test(recipient)) ? recipient : null,
    use: search.use?.toLowerCase() === 'v1' ? 'v1' : 'v2',
  }
}

/** `?theme=` (light or dark, any case), or undefined. */
export function parseThemeParam(value: unknown): 'light' | 'dark' | undefined {
  if (typeof value !== 'string') return undefined
  const theme = value.toLowerCase()
  return theme === 'light' || theme === 'dark' ? theme : undefined
}
