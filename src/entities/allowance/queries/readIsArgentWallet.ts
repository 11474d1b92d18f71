import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { argentWalletDetectorAbi } from '@/abis/argentWalletDetectorAbi'
import { addressesFor } from '@/config/addresses'
import type { ChainReader } from '@/lib/chain/readContractsBatched'
import { staticQueryOptions, useStaticScope } from '@/lib/chain/staticQueryOptions'

/** Whether `account` is an Argent smart-contract wallet, by the chain's detector (spec 7: `isArgentWallet`). */
export function readIsArgentWallet(
  client: ChainReader,
  params: { detector: Address; account: Address },
): Promise<boolean> {
  return client.readContract({
    address: params.detector,
    abi: argentWalletDetectorAbi,
    functionName: 'isArgentWallet',
    args: [params.account],
  })
}

/**
 * Keyed `['isArgentWallet', { detector, account, chainId }]`, read once per account and chain (a wallet's code does not
 * change with blocks); skipped where the chain has no detector (every chain but mainnet) or no account is connected.
 */
export function isArgentWalletQueryOptions(
  client: ChainReader | undefined,
  params: { chainId: number | undefined; account: Address | undefined },
) {
  const { chainId, account } = params
  const detector = addressesFor(chainId)?.argentWalletDetector
  return staticQueryOptions(
    'isArgentWallet',
    client,
    chainId,
    { detector, account },
    (reader, input) => {
      if (!input.detector || !input.account) throw new Error('isArgentWallet: no detector or account')
      return readIsArgentWallet(reader, { detector: input.detector, account: input.account })
    },
    detector !== undefined && account !== undefined,
  )
}

/** Whether the connected account is an Argent wallet; undefined until known, and where no detector is configured. */
export function useIsArgentWallet(chainId: number | undefined, account: Address | undefined): boolean | undefined {
  const scope = useStaticScope(chainId)
  return useQuery(isArgentWalletQueryOptions(scope.client, { chainId, account })).data
}
