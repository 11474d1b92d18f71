import { oneOffReadsOpen } from '@/lib/chain/health'
import { useReadClient } from '@/lib/chain/readClient'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { merkleDistributorAbi } from '@/abis/merkleDistributorAbi'
import { addressesFor } from '@/config/addresses'
import { claimDataUrlFor } from '@/config/services'
import { type ClaimStatus, claimStatus } from './model/claimStatus'
import { loadClaim } from './queries/loadClaim'
import { useIsClaimed } from './queries/useIsClaimed'

/**
 * An account's airdrop claim (fetched once per account and chain, proof checked against the Merkle root) and whether
 * it is still unclaimed, read with the block's other reads.
 */
export function useUserClaim(account: Address | undefined, chainId: number | undefined) {
  const client = useReadClient(chainId)
  const url = claimDataUrlFor(chainId)
  const distributor = addressesFor(chainId)?.merkleDistributor
  const enabled = Boolean(url && account && chainId !== undefined && distributor && client)
  const query = useQuery({
    queryKey: ['claim', { chainId, account }],
    queryFn: ({ signal }) =>
      loadClaim(
        {
          // The service's reader loads with the first claim asked for, not with the app (the swap route's size budget).
          fetchClaim: async () =>
            (await import('./queries/fetchClaim')).fetchClaim(url!, chainId!, account!, { signal }),
          // The root never changes: read after the chain's first block, out of a cold load's first round trip.
          readRoot: () =>
            oneOffReadsOpen(chainId!).then(() =>
              client!.readContract({ address: distributor!, abi: merkleDistributorAbi, functionName: 'merkleRoot' }),
            ),
        },
        account!,
        signal,
      ),
    enabled,
    staleTime: Infinity,
  })
  const claim = query.data ?? null
  const claimed = useIsClaimed(chainId, distributor, claim?.index)
  const status: ClaimStatus = claimStatus({
    enabled,
    claim: query.isError ? null : query.isPending ? undefined : claim,
    isClaimed: claimed.isError ? null : claimed.data,
  })
  return { claim, distributor, status, available: status === 'available' }
}
