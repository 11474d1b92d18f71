import { type Address, erc20Abi } from 'viem'
import type { ChainReader } from '@/lib/chain/readContractsBatched'
import { blockQueryOptions } from '@/lib/chain/useBlockQuery'

/** What `spender` may take of `owner`'s `token` at a block. */
export function readAllowance(
  client: ChainReader,
  params: { token: Address; owner: Address; spender: Address; blockNumber: bigint },
): Promise<bigint> {
  const { token, owner, spender, blockNumber } = params
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
    blockNumber,
  })
}

/** Keyed `['allowance', { token, owner, spender, chainId, blockNumber }]`; skipped until all three are known. */
export function allowanceQueryOptions(
  client: ChainReader | undefined,
  params: {
    chainId: number | undefined
    blockNumber: bigint | undefined
    token: Address | undefined
    owner: Address | undefined
    spender: Address | undefined
  },
) {
  const { token, owner, spender, ...scope } = params
  return blockQueryOptions(
    'allowance',
    client,
    scope,
    { token, owner, spender },
    (reader, input) =>
      input.token && input.owner && input.spender
        ? readAllowance(reader, { ...input, token: input.token, owner: input.owner, spender: input.spender })
        : Promise.reject(new Error('allowance: no token, owner or spender')),
    token !== undefined && owner !== undefined && spender !== undefined,
  )
}
