import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useClient } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { useOneOffReadsOpen } from '@/lib/chain/health'
import { readClient } from '@/lib/chain/readClient'
import { nameAddressQueryOptions, primaryNameQueryOptions } from './queries/nameQueries'

/** Names kept for this long before they are read again. */
const NAME_TTL_MS = 60_000

/** Where names are resolved while the app is on a chain. */
export interface NameService {
  /** The registry's chain: the chain in use when it has a registry, else mainnet. */
  chainId: number
  registry: Address
  /** Off the registry's chain, the ENSIP-11 coin type of the chain in use: a name's address is its record for that. */
  coinType?: number
}

/**
 * A chain's ENSIP-11 coin type: 60 for mainnet, else the chain id with the top bit set. viem's toCoinType would bring
 * its ENS errors onto the start; the tests compare the two.
 */
export function coinTypeFor(chainId: number): number {
  if (chainId === 1) return 60
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= 0x80000000)
    throw new RangeError(`No ENSIP-11 coin type for chain ${chainId}`)
  return (0x80000000 | chainId) >>> 0
}

/**
 * Where names resolve on `chainId`: its own registry, else mainnet's, reading the record for the chain's coin type
 * (ENSIP-11), never the mainnet address.
 */
export function nameServiceFor(chainId: number | undefined): NameService | undefined {
  const own = chainId !== undefined ? addressesFor(chainId)?.ensRegistry : undefined
  if (own && chainId !== undefined) return { chainId, registry: own }
  const mainnet = addressesFor(1)?.ensRegistry
  if (!mainnet) return undefined
  return chainId === undefined
    ? { chainId: 1, registry: mainnet }
    : { chainId: 1, registry: mainnet, coinType: coinTypeFor(chainId) }
}

/** A normalised name's address on the chain in use: null for none (or no chain), undefined while loading. */
export function useNameAddress(chainId: number | undefined, name: string | undefined): Address | null | undefined {
  const service = chainId === undefined ? undefined : nameServiceFor(chainId)
  const client = useClient({ chainId: service?.chainId })
  const query = useQuery({
    ...nameAddressQueryOptions(service && client && readClient(client), { ...service, name }),
    staleTime: NAME_TTL_MS,
    retry: 1,
  })
  if (!name || !service) return null
  return query.isError ? null : query.data
}

/**
 * An account's primary name when it resolves back to it, else undefined. Read after the chain's first block: its
 * lookups are round trips no first paint needs.
 */
export function usePrimaryName(chainId: number | undefined, address: Address | undefined): string | undefined {
  const service = nameServiceFor(chainId)
  const client = useClient({ chainId: service?.chainId })
  const ready = useOneOffReadsOpen(chainId)
  const query = useQuery({
    ...primaryNameQueryOptions(ready && service && client ? readClient(client) : undefined, { ...service, address }),
    staleTime: NAME_TTL_MS,
    retry: 1,
  })
  return query.data ?? undefined
}
