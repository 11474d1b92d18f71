import { useMemo } from 'react'
import { addressesFor } from '@/config/addresses'
import { type Approval, useApproval } from '@/entities/allowance'
import { useSettingsStore } from '@/entities/settings'
import type { TokenInfo } from '@/entities/token'
import type { V1Position } from '@/entities/v1'

export type MigrationApproval = Pick<
  Approval,
  'state' | 'requesting' | 'approve' | 'allowing' | 'symbol' | 'amount' | 'decimals'
>

/**
 * The V1 pool token approved for the migrator for all the account's liquidity (unlimited, or exact with the setting),
 * through the one write path.
 */
export function useMigrationApproval(chainId: number | undefined, position: V1Position | undefined): MigrationApproval {
  const exact = useSettingsStore((state) => state.userExactApproval)
  const migrator = addressesFor(chainId)?.migrator
  const exchange = position?.exchange
  const currency = useMemo(
    (): TokenInfo | undefined =>
      chainId !== undefined && exchange
        ? { kind: 'token', chainId, address: exchange, decimals: 18, symbol: 'UNI-V1', name: 'Uniswap V1' }
        : undefined,
    [chainId, exchange],
  )
  const { state, requesting, approve, allowing, symbol, amount, decimals } = useApproval({
    currency,
    amount: position?.liquidity,
    spender: migrator,
    exact,
  })
  return { state, requesting, approve, allowing, symbol, amount, decimals }
}
