import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { merkleDistributorAbi } from '@/abis/merkleDistributorAbi'
import { addressesFor } from '@/config/addresses'
import { claimDataUrlFor } from '@/config/services'
import { useBlockRead } from '@/lib/chain/useBlockRead'
import { type ClaimData, fetchClaim } from './fetchClaim'

/** The account's airdrop claim (fetched once per account and chain) and whether it is still unclaimed on chain. */
export function useUserClaim(account: Address | undefined, chainId: number | undefined) {
  const url = claimDataUrlFor(chainId)
  const claim = useQuery({
    queryKey: ['claim', { chainId, account }],
    queryFn: async (): Promise<ClaimData | null> => {
      try {
        return await fetchClaim(url!, chainId!, account!)
      } catch (error) {
        console.error('Failed to get claim data', error)
        return null
      }
    },
    enabled: Boolean(url && account && chainId),
    staleTime: Infinity,
  })
  const distributor = addressesFor(chainId)?.merkleDistributor
  const claimed = useBlockRead({
    chainId,
    address: distributor,
    abi: merkleDistributorAbi,
    functionName: 'isClaimed',
    args: claim.data ? [BigInt(claim.data.index)] : undefined,
    enabled: Boolean(claim.data && distributor),
  })
  const data = claim.data ?? null
  return { claim: data, distributor, available: data !== null && claimed.data === false }
}
