import { type Address, getAddress, isAddress } from 'viem'
import { normalize } from 'viem/ens'
import { useEnsAddress } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { useDebouncedValue } from '@/lib/hooks'

export interface RecipientLookup {
  /** The typed recipient, whitespace removed (spec 5). */
  input: string
  /** The address it stands for; null when it resolves to nothing; undefined while it resolves. */
  address: Address | null | undefined
}

const ENS_NAME = /^([a-z0-9-]+\.)+eth$/i

/** A name that viem can normalise, or undefined. */
function normalised(name: string): string | undefined {
  try {
    return normalize(name)
  } catch {
    return undefined
  }
}

/**
 * The swap recipient as typed (an address or a name), resolved 200 ms after typing stops (spec 9): an address
 * stands for itself; a name resolves through the name service of the chain (mainnet's when this chain has none).
 */
export function useRecipient(raw: string | null, chainId: number | undefined): RecipientLookup {
  const input = (raw ?? '').replace(/\s+/g, '')
  const settled = useDebouncedValue(input, 200)
  const name = ENS_NAME.test(settled) ? normalised(settled) : undefined
  const ensChainId = chainId !== undefined && addressesFor(chainId)?.ensRegistry ? chainId : 1
  const ens = useEnsAddress({ name, chainId: ensChainId, query: { enabled: Boolean(name), staleTime: 60_000, retry: 1 } })
  if (!input) return { input, address: null }
  if (settled !== input) return { input, address: undefined }
  if (isAddress(input, { strict: false })) return { input, address: getAddress(input) }
  if (!name) return { input, address: null }
  if (ens.isLoading) return { input, address: undefined }
  return { input, address: ens.data ?? null }
}
