import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { AppContract } from '@/config/appContracts'
import { useDebouncedValue } from '@/lib/hooks'
import { loadNormaliser } from './model/names'
import { type AddressProblem, parseTypedAddress, recipientProblem } from './model/typedAddress'
import { nameServiceFor, useNameAddress } from './useNames'

export interface RecipientLookup {
  /** The typed recipient, whitespace removed (spec 5). */
  input: string
  /** The address it stands for, once usable; null when it is refused or resolves to nothing; undefined while it resolves. */
  address: Address | null | undefined
  /** Why `address` is null, once the input has settled (none for an empty input). */
  problem?: AddressProblem
}

/**
 * A typed recipient (address or name), resolved 200 ms after typing stops (spec 9) and checked the same on every
 * screen: checksum, name resolution for the chain in use, and refusal of zero, blocked and `forbidden` addresses.
 */
export function useRecipient(
  raw: string | null,
  chainId: number | undefined,
  forbidden: readonly AppContract[],
): RecipientLookup {
  const input = (raw ?? '').replace(/\s+/g, '')
  const settled = useDebouncedValue(input, 200)
  const parsed = parseTypedAddress(settled)
  const isName = parsed.kind === 'name' && settled !== ''
  // The normaliser's code loads with the first name typed (an address needs none of it).
  const normaliser = useQuery({
    queryKey: ['nameNormaliser'],
    queryFn: loadNormaliser,
    enabled: isName,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  const name = isName && normaliser.data ? normaliser.data(settled) : undefined
  const resolved = useNameAddress(chainId, name)
  if (!input) return { input, address: null }
  if (settled !== input) return { input, address: undefined }
  const refuse = (problem: AddressProblem): RecipientLookup => ({ input, address: null, problem })
  const check = (address: Address): RecipientLookup => {
    const problem = recipientProblem(address, forbidden)
    return problem ? refuse(problem) : { input, address }
  }
  if (parsed.kind === 'invalid') return refuse(parsed.problem)
  if (parsed.kind === 'address') return check(parsed.address)
  if (!normaliser.data && !normaliser.isError) return { input, address: undefined }
  if (name && resolved === undefined) return { input, address: undefined }
  if (name && resolved) return check(resolved)
  const service = chainId === undefined ? undefined : nameServiceFor(chainId)
  return refuse(
    service?.coinType !== undefined && chainId !== undefined
      ? { code: 'wrongChainName', name: input, chainId }
      : { code: 'noAddress', name: input },
  )
}
