import { type Address, getAddress, isAddress } from 'viem'
import { useDebouncedValue } from '@/lib/hooks'
import { normaliseName } from './model/names'
import { useNameAddress } from './useNames'

export interface RecipientLookup {
  /** The typed recipient, whitespace removed (spec 5). */
  input: string
  /** The address it stands for; null when it resolves to nothing; undefined while it resolves. */
  address: Address | null | undefined
}

/**
 * A recipient as typed, an address or a name (the swap's send, the address claim), resolved 200 ms after typing stops
 * (spec 9): an address stands for itself; a name resolves through the name service of the chain (mainnet's when this
 * chain has none).
 */
export function useRecipient(raw: string | null, chainId: number | undefined): RecipientLookup {
  const input = (raw ?? '').replace(/\s+/g, '')
  const settled = useDebouncedValue(input, 200)
  const isName = !isAddress(settled, { strict: false })
  const name = isName ? normaliseName(settled) : undefined
  const resolved = useNameAddress(chainId, name)
  if (!input) return { input, address: null }
  if (settled !== input) return { input, address: undefined }
  if (!isName) return { input, address: getAddress(input) }
  return { input, address: name ? resolved : null }
}
