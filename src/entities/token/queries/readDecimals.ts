import { type Address, erc20Abi } from 'viem'
import type { ChainReader } from '@/lib/chain/readContractsBatched'
import { staticQueryOptions } from '@/lib/chain/staticQueryOptions'

/** A token's `decimals()`. */
export function readDecimals(client: ChainReader, params: { token: Address }): Promise<number> {
  return client.readContract({ address: params.token, abi: erc20Abi, functionName: 'decimals' })
}

/** Keyed `['decimals', { token, chainId }]` and kept for the session. */
export function decimalsQueryOptions(
  client: ChainReader | undefined,
  params: { chainId: number | undefined; token: Address | undefined },
) {
  const { chainId, token } = params
  return staticQueryOptions(
    'decimals',
    client,
    chainId,
    { token },
    (reader, input) =>
      input.token ? readDecimals(reader, { token: input.token }) : Promise.reject(new Error('decimals: no token')),
    token !== undefined,
  )
}
