import { queryOptions, skipToken } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { ChainReader } from '@/lib/chain/readContractsBatched'
import { lookupNames, resolveNames } from './resolveNames'

interface NameService {
  chainId?: number | undefined
  registry?: Address | undefined
}

/**
 * The address a normalised name resolves to (null for none): its `coinType` record when given (ENSIP-11), else its
 * Ethereum address. The query function reads its arguments from the key; skipped until known.
 */
export function nameAddressQueryOptions(
  client: ChainReader | undefined,
  params: NameService & { name: string | undefined; coinType?: number | undefined },
) {
  const { chainId, registry, name, coinType } = params
  return queryOptions({
    queryKey: ['nameAddress', { chainId, registry, name, coinType }] as const,
    queryFn:
      client && chainId !== undefined && registry && name
        ? async ({ queryKey: [, input] }) => {
            if (!input.registry || !input.name) throw new Error('nameAddress: no registry or name')
            const coin = input.coinType === undefined ? undefined : BigInt(input.coinType)
            return (await resolveNames(client, input.registry, [input.name], coin))[input.name] ?? null
          }
        : skipToken,
  })
}

/** An address's verified primary name, null when it has none; keyed `['primaryName', { chainId, registry, address }]`. */
export function primaryNameQueryOptions(
  client: ChainReader | undefined,
  params: NameService & { address: Address | undefined },
) {
  const { chainId, registry, address } = params
  return queryOptions({
    queryKey: ['primaryName', { chainId, registry, address }] as const,
    queryFn:
      client && chainId !== undefined && registry && address
        ? async ({ queryKey: [, input] }) => {
            if (!input.registry || !input.address) throw new Error('primaryName: no registry or address')
            return (await lookupNames(client, input.registry, [input.address]))[input.address] ?? null
          }
        : skipToken,
  })
}
