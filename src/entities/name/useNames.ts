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
 * A chain's ENSIP-11 coin type: 60 (SLIP-44's ether) for mainnet, else the chain id with the top bit set. viem's
 * toCoinType computes the same but brings all of viem's ENS errors onto the app's start; the tests compare the two.
 */
export function coinTypeFor(chainId: number): number {
  if (chainId === 1) return 60
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= 0x80000000)
    throw new RangeError(`No ENSIP-11 coin type for chain ${chainId}`)
  return (0x80000000 | chainId) >>> 0
}

/**
 * Where names are resolved while the app is on `chainId`: that chain when it has a name registry, else mainnet's,
 * where a name's address for `chainId` is its record for the chain's coin type (ENSIP-11), never its mainnet one.
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

/**
 * The address a (normalised) name resolves to for the chain in use: null when it resolves to nothing (or no chain is
 * in use), undefined while loading.
 */
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
 * An account's primary name, only when the name resolves back to it; undefined otherwise (the address is shown). Read
 * once the chain's first block has been (its lookups take four round trips no first paint needs).
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
