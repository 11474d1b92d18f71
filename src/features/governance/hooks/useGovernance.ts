import { useRef } from 'react'
import type { Address } from 'viem'
import { getPublicClient } from 'wagmi/actions'
import { addressesFor } from '@/config/addresses'
import { useBlockQuery } from '@/lib/chain/useBlockQuery'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { AppError } from '@/lib/errors'
import { type GovernanceSnapshot, readGovernance } from '../queries/readGovernance'

/** The chain's governor and governance token, when it has both. */
export function governanceContracts(chainId: number | undefined): { governor: Address; uni: Address } | undefined {
  const addresses = addressesFor(chainId)
  return addresses?.governor && addresses.uni ? { governor: addresses.governor, uni: addresses.uni } : undefined
}

/**
 * Governance at the latest block: proposals with their states, the supply and the account's standing, in the
 * block's one multicall. The number of proposals the last block had is remembered, so they are read together with
 * the count.
 */
export function useGovernance(chainId: number | undefined, account: Address | undefined) {
  const contracts = governanceContracts(chainId)
  const known = useRef(new Map<number, number>())
  const fetch = async (id: number, blockNumber: bigint): Promise<GovernanceSnapshot> => {
    const client = getPublicClient(wagmiConfig, { chainId: id })
    if (!client || !contracts) throw new AppError('NO_UNI_CONTRACT')
    const snapshot = await readGovernance(client, { ...contracts, account, blockNumber, knownCount: known.current.get(id) ?? 0 })
    known.current.set(id, snapshot.proposalCount)
    return snapshot
  }
  return useBlockQuery('governance', chainId, { account }, fetch, contracts !== undefined)
}
