import { msg } from '@lingui/core/macro'
import { useAccount } from 'wagmi'
import { migratorAbi } from '@/abis/migratorAbi'
import { addressesFor } from '@/config/addresses'
import { displaySymbol } from '@/entities/token'
import { contractCall, useWrite } from '@/entities/transaction'
import type { V1Position } from '@/entities/v1'
import { track } from '@/lib/analytics'
import type { MigrationAmounts } from '../model/migrate'
import { migrateArgs } from '../model/v1Calls'
import { useV1Deadline } from './useV1Deadline'

/**
 * Migrator.migrate(token, mins, account, latest block + 1200 s) (spec 7) through the one write path, then the
 * 'Migrate' event. A rejection returns to Migrate silently; the write path logs any other failure.
 */
export function useMigrateV1(
  chainId: number | undefined,
  position: V1Position | undefined,
  amounts: MigrationAmounts | undefined,
) {
  const { address: account } = useAccount()
  const migrator = addressesFor(chainId)?.migrator
  const deadline = useV1Deadline(chainId)
  const write = useWrite()
  const ready = Boolean(position && amounts && account && migrator && deadline !== undefined)

  const migrate = async (): Promise<void> => {
    if (!position || !amounts || !account || !migrator || deadline === undefined || write.status === 'submitted') return
    const { token } = position
    const symbol = displaySymbol(token.symbol)
    const call = contractCall({
      address: migrator,
      abi: migratorAbi,
      functionName: 'migrate',
      args: migrateArgs(token.address, amounts, account, deadline),
    })
    const sent = await write.write({
      kind: 'transaction',
      calls: [call],
      summary: msg`Migrate ${symbol} liquidity to V2`,
      deadline,
    })
    if (sent) track({ type: 'event', category: 'Migrate', action: 'V1->V2', label: token.symbol })
  }
  return { status: write.status, ready, migrate: () => void migrate() }
}
