import { useQuery } from '@tanstack/react-query'
import { type Address, getAddress, isAddress } from 'viem'
import { useDebouncedValue } from '@/lib/hooks'
import { loadNormaliser } from './model/names'
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
  // The normaliser's code loads with the first name typed (an address needs none of it).
  const normaliser = useQuery({ queryKey: ['nameNormaliser'], queryFn: loadNormaliser, enabled: isName && settled !== '', staleTime: Infinity, gcTime: Infinity })
  const name = isName && normaliser.data ? normaliser.data(settled) : undefined
  const resolved = useNameAddress(chainId, name)
  if (!input) return { input, address: null }
  if (settled !== input) return { input, address: undefined }
  if (!isName) return { input, address: getAddress(input) }
  if (!normaliser.data) return { input, address: normaliser.isError ? null : undefined }
  return { input, address: name ? resolved : null }
}
