import { useMemo } from 'react'
import { type Config, useConfig } from 'wagmi'
import { getClient } from 'wagmi/actions'
import { readClient } from '@/lib/chain/readClient'
import type { FetchTokenListOptions } from '../fetchTokenList'
import { listFetchOptions } from '../loadTokenList'

/** Where lists are fetched from while the app is on `chainId`, with the read clients of wagmi's `config`. */
export function configListFetchOptions(config: Config, chainId: number | undefined): FetchTokenListOptions {
  return listFetchOptions(chainId, (serviceChainId) => {
    const client = getClient(config, { chainId: serviceChainId })
    return client && readClient(client)
  })
}

/** `configListFetchOptions` with the config from React. */
export function useListFetchOptions(chainId: number | undefined): FetchTokenListOptions {
  const config = useConfig()
  return useMemo(() => configListFetchOptions(config, chainId), [chainId, config])
}
