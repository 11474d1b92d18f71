import { useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { migratorAbi } from '@/abis/migratorAbi'
import { addressesFor } from '@/config/addresses'
import { displaySymbol } from '@/entities/token'
import { useSubmitTransaction } from '@/entities/transaction'
import type { V1Position } from '@/entities/v1'
import { track } from '@/lib/analytics'
import type { MigrationAmounts } from '../model/migrate'
import { migrateArgs } from '../model/v1Calls'
import { useTrackedWrite } from './useTrackedWrite'
import { useV1Deadline } from './useV1Deadline'

/**
 * Migrator.migrate(token, amountTokenMin, amountETHMin, account, latest block + 1200 s) (spec 7), with the minimums
 * of the latest block; recorded, then the 'Migrate' analytics event.
 */
export function useMigrateV1(chainId: number | undefined, position: V1Position | undefined, amounts: MigrationAmounts | undefined) {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const migrator = addressesFor(chainId)?.migrator
  const deadline = useV1Deadline(chainId)
  const submit = useSubmitTransaction()
  const write = useTrackedWrite(chainId)
  const ready = Boolean(position && amounts && account && migrator && deadline !== undefined)

  const migrate = (): void => {
    if (!position || !amounts || !account || !migrator || deadline === undefined) return
    const { token } = position
    const symbol = displaySymbol(token.symbol)
    void write.run(async () => {
      const args = migrateArgs(token.address, amounts, account, deadline)
      const hash = await submit({ address: migrator, abi: migratorAbi, functionName: 'migrate', args }, { summary: t`Migrate ${symbol} liquidity to V2` })
      track({ type: 'event', category: 'Migrate', action: 'V1->V2', label: token.symbol })
      return hash
    }, 'Migration failed')
  }
  return { status: write.status, ready, migrate }
}
