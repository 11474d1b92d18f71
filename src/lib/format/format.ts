import { getAddress } from 'viem'

/** A decimal string to at most `digits` significant digits, grouped for the locale ('10000.123' -> '10,000'). */
export function formatSignificant(value: string, digits: number, locale = 'en-US'): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`Not a decimal: ${value}`)
  const formatter = new Intl.NumberFormat(locale, { maximumSignificantDigits: digits, roundingMode: 'trunc' } as Intl.NumberFormatOptions)
  // Intl formats decimal strings exactly (no float conversion) in current engines.
  return formatter.format(value as unknown as number)
}

/** '0xf39F...2266': the checksummed address with `chars` characters kept on each side (spec: 4). */
export function shortenAddress(address: string, chars = 4): string {
  const checksummed = getAddress(address)
  return `${checksummed.slice(0, chars + 2)}...${checksummed.slice(-chars)}`
}

/** A block-explorer URL for a transaction, address, token or block. */
export function explorerLink(explorer: string, kind: 'transaction' | 'address' | 'token' | 'block', value: string): string {
  const base = explorer.replace(/\/+$/, '')
  const path = { transaction: 'tx', address: 'address', token: 'token', block: 'block' }[kind]
  return `${base}/${path}/${value}`
}
