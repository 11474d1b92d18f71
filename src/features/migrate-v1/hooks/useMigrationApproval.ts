import { useMemo, useState } from 'react'
import { addressesFor } from '@/config/addresses'
import { type ApprovalState, useApproval } from '@/entities/allowance'
import { useSettingsStore } from '@/entities/settings'
import type { TokenInfo } from '@/entities/token'
import type { V1Position } from '@/entities/v1'
import { isRejection } from '../model/isRejection'

export interface MigrationApproval {
  state: ApprovalState
  /** The wallet is open for the approval (one click, one transaction). */
  requesting: boolean
  approve(): void
}

/**
 * The V1 pool token (the exchange itself, 18 decimals) approved for the migrator, for all the account's liquidity:
 * unlimited, or exactly that amount with the user's exact-approval setting.
 */
export function useMigrationApproval(chainId: number | undefined, position: V1Position | undefined): MigrationApproval {
  const exact = useSettingsStore((state) => state.userExactApproval)
  const migrator = addressesFor(chainId)?.migrator
  const exchange = position?.exchange
  const currency = useMemo(
    (): TokenInfo | undefined => (chainId !== undefined && exchange ? { kind: 'token', chainId, address: exchange, decimals: 18, symbol: 'UNI-V1', name: 'Uniswap V1' } : undefined),
    [chainId, exchange],
  )
  const approval = useApproval({ currency, amount: position?.liquidity, spender: migrator, exact })
  const [requesting, setRequesting] = useState(false)
  const approve = (): void => {
    if (requesting) return
    setRequesting(true)
    approval
      .approve()
      .catch((error: unknown) => {
        if (!isRejection(error)) console.error('Failed to approve the V1 pool token', error)
      })
      .finally(() => setRequesting(false))
  }
  return { state: approval.state, requesting, approve }
}
