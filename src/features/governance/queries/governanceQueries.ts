import type { Address } from 'viem'
import { retryNodeFailures } from '@/lib/chain/contractAnswer'
import { blockQueryOptions } from '@/lib/chain/useBlockQuery'
import { readBallot } from './readBallot'
import { type GovernanceReader, type GovernanceSnapshot, readGovernance } from './readGovernance'

interface GovernanceContracts {
  governor: Address | undefined
  uni: Address | undefined
}

/**
 * Governance at a block, keyed `['governance', { governor, uni, account, chainId, blockNumber }]`; skipped on a chain
 * without a governor. The proposals an earlier block of the cache counted are read together with the count (a hint:
 * the snapshot is the same whatever it is, only a new proposal costs a second round trip). A governor without code
 * fails at once, not after retries that outlast the block (the next block's read would start over, never failing).
 */
export function governanceQueryOptions(
  client: GovernanceReader | undefined,
  params: GovernanceContracts & {
    chainId: number | undefined
    blockNumber: bigint | undefined
    account: Address | undefined
  },
) {
  const { governor, uni, account, ...scope } = params
  const options = blockQueryOptions(
    'governance',
    client,
    scope,
    { governor, uni, account },
    async (reader, input, cache) => {
      if (!input.governor || !input.uni) throw new Error('governance: no governor')
      const earlier = cache.getQueriesData<GovernanceSnapshot>({
        queryKey: ['governance', { chainId: input.chainId, governor: input.governor }],
      })
      const knownCount = Math.max(
        0,
        ...earlier.flatMap(([, snapshot]) =>
          snapshot && snapshot.blockNumber < input.blockNumber ? [snapshot.proposalCount] : [],
        ),
      )
      return readGovernance(reader, { ...input, governor: input.governor, uni: input.uni, knownCount })
    },
    governor !== undefined && uni !== undefined,
  )
  return { ...options, retry: retryNodeFailures }
}

/** The account's ballot on a proposal at a block, keyed on every input; skipped until all are known. */
export function ballotQueryOptions(
  client: GovernanceReader | undefined,
  params: GovernanceContracts & {
    chainId: number | undefined
    blockNumber: bigint | undefined
    account: Address | undefined
    proposalId: number | undefined
    startBlock: bigint | undefined
  },
) {
  const { governor, uni, account, proposalId, startBlock, ...scope } = params
  return blockQueryOptions(
    'ballot',
    client,
    scope,
    { governor, uni, account, proposalId, startBlock },
    async (reader, input) => {
      const { governor: g, uni: u, account: a, proposalId: id, startBlock: start } = input
      if (!g || !u || !a || id === undefined || start === undefined) throw new Error('ballot: inputs missing')
      return readBallot(reader, {
        governor: g,
        uni: u,
        account: a,
        proposalId: id,
        startBlock: start,
        blockNumber: input.blockNumber,
      })
    },
    governor !== undefined &&
      uni !== undefined &&
      account !== undefined &&
      proposalId !== undefined &&
      startBlock !== undefined,
  )
}
