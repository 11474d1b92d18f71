import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { type ProposalView, proposalViews } from '../model/proposalView'
import type { GovernanceSnapshot } from '../queries/readGovernance'
import { proposalLogsQueryOptions } from '../queries/readProposalLogs'
import { governanceContracts, useGovernance } from './useGovernance'

export interface Proposals {
  snapshot: GovernanceSnapshot | undefined
  /** Newest first; undefined until the governor's state loads. */
  proposals: ProposalView[] | undefined
  status: 'unsupported' | 'loading' | 'error' | 'ready'
  /** The events could not be read: proposals show with their on-chain numbers only. */
  logsFailed: boolean
  retry(): void
}

/** The block whose count of proposals the events are read up to: it moves only when a proposal is added. */
function useLogsBlock(chainId: number | undefined, snapshot: GovernanceSnapshot | undefined): bigint | undefined {
  const [anchor, setAnchor] = useState<{ chainId: number | undefined; count: number; block: bigint }>()
  if (snapshot && (anchor?.chainId !== chainId || anchor?.count !== snapshot.proposalCount)) {
    setAnchor({ chainId, count: snapshot.proposalCount, block: snapshot.blockNumber })
  }
  return anchor?.chainId === chainId ? anchor?.block : undefined
}

/**
 * Whether the chain's last settled governance read failed. Each block's read is a new query that starts pending:
 * without this, a governor that cannot be read would go back to 'Loading' with every block.
 */
function useLastReadFailed(chainId: number | undefined, failed: boolean | undefined): boolean {
  const [last, setLast] = useState<{ chainId: number | undefined; failed: boolean }>()
  const known = last !== undefined && last.chainId === chainId
  if (failed !== undefined && (!known || last.failed !== failed)) setLast({ chainId, failed })
  return known && last.failed
}

/**
 * Every proposal of the chain: the governor's state at the latest block, joined with the texts and actions of the
 * ProposalCreated events (read in ranges, cached, and read again only when the count of proposals rises).
 */
export function useProposals(chainId: number | undefined, account: Address | undefined): Proposals {
  const contracts = governanceContracts(chainId)
  const governance = useGovernance(chainId, account)
  const snapshot = governance.data
  const logsBlock = useLogsBlock(chainId, snapshot)
  const settled = governance.isError ? true : governance.isSuccess && !governance.isPlaceholderData ? false : undefined
  const lastFailed = useLastReadFailed(chainId, settled)
  const client = usePublicClient({ chainId })
  // The reader retries and splits failing ranges itself: the query does not retry on top of that.
  const logs = useQuery({
    ...proposalLogsQueryOptions(client, { chainId, governor: contracts?.governor, toBlock: logsBlock }),
    retry: false,
  })
  const proposals = useMemo(() => {
    if (!snapshot || chainId === undefined) return undefined
    return proposalViews(chainId, snapshot.proposals, logs.isError ? [] : logs.data?.proposals)
  }, [chainId, snapshot, logs.isError, logs.data])
  const status = !contracts
    ? 'unsupported'
    : snapshot
      ? 'ready'
      : governance.isError || lastFailed
        ? 'error'
        : 'loading'
  const retry = (): void => {
    void governance.refetch()
    if (logs.isError) void logs.refetch()
  }
  return { snapshot, proposals, status, logsFailed: logs.isError, retry }
}
