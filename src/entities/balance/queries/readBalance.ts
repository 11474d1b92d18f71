import { type Address, erc20Abi, multicall3Abi } from 'viem'
import { addressesFor } from '@/config/addresses'
import type { ChainReader } from '@/lib/chain/readContractsBatched'
import { blockQueryOptions } from '@/lib/chain/useBlockQuery'

/** What a balance is of: the chain's native coin, or a token. */
export type BalanceOf = Address | 'native'

/**
 * An owner's balance at a block: of a token (`balanceOf`), or of the native coin through Multicall3's
 * `getEthBalance` (at `multicall`), so it joins the block's one multicall instead of an `eth_getBalance` of its own.
 */
export async function readBalance(
  client: ChainReader,
  params: { owner: Address; of: BalanceOf; multicall?: Address | undefined; blockNumber: bigint },
): Promise<bigint> {
  const { owner, of, multicall, blockNumber } = params
  if (of !== 'native')
    return client.readContract({ address: of, abi: erc20Abi, functionName: 'balanceOf', args: [owner], blockNumber })
  if (!multicall) throw new Error('balance: the native coin is read through Multicall3, and there is none')
  const call = { address: multicall, abi: multicall3Abi, functionName: 'getEthBalance', args: [owner] } as const
  return client.readContract({ ...call, blockNumber })
}

/**
 * Keyed `['balance', { owner, of, multicall, chainId, blockNumber }]`; skipped without an owner or what it is of,
 * and for the native coin on a chain without Multicall3.
 */
export function balanceQueryOptions(
  client: ChainReader | undefined,
  params: {
    chainId: number | undefined
    blockNumber: bigint | undefined
    owner: Address | undefined
    of: BalanceOf | undefined
  },
) {
  const { owner, of, ...scope } = params
  const multicall = of === 'native' ? addressesFor(scope.chainId)?.multicall : undefined
  return blockQueryOptions(
    'balance',
    client,
    scope,
    { owner, of, multicall },
    (reader, input) =>
      input.owner && input.of
        ? readBalance(reader, { ...input, owner: input.owner, of: input.of })
        : Promise.reject(new Error('balance: no owner')),
    owner !== undefined && of !== undefined && (of !== 'native' || multicall !== undefined),
  )
}
