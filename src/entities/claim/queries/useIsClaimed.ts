import { useReadClient } from '@/lib/chain/readClient'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { merkleDistributorAbi } from '@/abis/merkleDistributorAbi'
import { useLatestBlockNumber } from '@/lib/chain/useLatestBlockNumber'

type IsClaimedKey = readonly [
  'isClaimed',
  {
    chainId: number | undefined
    distributor: Address | undefined
    index: number | undefined
    blockNumber: bigint | undefined
  },
]

/**
 * `isClaimed(index)` at the latest block, in the block's multicall. The previous answer stays while the next loads,
 * but only for the same claim.
 */
export function useIsClaimed(chainId: number | undefined, distributor: Address | undefined, index: number | undefined) {
  const client = useReadClient(chainId)
  const enabled = Boolean(client && distributor && index !== undefined)
  const { data: blockNumber } = useLatestBlockNumber(enabled ? chainId : undefined)
  const queryKey: IsClaimedKey = ['isClaimed', { chainId, distributor, index, blockNumber }]
  return useQuery({
    queryKey,
    queryFn: () =>
      client!.readContract({
        address: distributor!,
        abi: merkleDistributorAbi,
        functionName: 'isClaimed',
        args: [BigInt(index!)],
        blockNumber: blockNumber!,
      }),
    enabled: enabled && blockNumber !== undefined,
    staleTime: Infinity,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1]
      return before && before.chainId === chainId && before.distributor === distributor && before.index === index
        ? previous
        : undefined
    },
  })
}
