import type { Address } from 'viem'
import { v2PairAbi } from '@/abis/v2PairAbi'
import type { ChainReader } from '@/lib/chain/readContractsBatched'
import { blockQueryOptions } from '@/lib/chain/useBlockQuery'

/** The pool token's EIP-2612 nonce of `owner` at a block: the next permit is signed with it. */
export function readPermitNonce(
  client: ChainReader,
  params: { pair: Address; owner: Address; blockNumber: bigint },
): Promise<bigint> {
  const { pair, owner, blockNumber } = params
  return client.readContract({ address: pair, abi: v2PairAbi, functionName: 'nonces', args: [owner], blockNumber })
}

/** Keyed `['permitNonce', { pair, owner, chainId, blockNumber }]`; skipped without a pair or owner. */
export function permitNonceQueryOptions(
  client: ChainReader | undefined,
  params: {
    chainId: number | undefined
    blockNumber: bigint | undefined
    pair: Address | undefined
    owner: Address | undefined
  },
) {
  const { pair, owner, ...scope } = params
  return blockQueryOptions(
    'permitNonce',
    client,
    scope,
    { pair, owner },
    (reader, input) =>
      input.pair && input.owner
        ? readPermitNonce(reader, { ...input, pair: input.pair, owner: input.owner })
        : Promise.reject(new Error('permitNonce: no pair or owner')),
    pair !== undefined && owner !== undefined,
  )
}
