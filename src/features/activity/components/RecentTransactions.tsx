import { Trans } from '@lingui/react/macro'
import { useShallow } from 'zustand/react/shallow'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui'
import { isTransactionRecent, selectAccountTransactions, useTransactionStore } from '@/entities/transaction'
import { TransactionRow } from './TransactionRow'

/** The account's transactions of the last 24 hours on this chain, with 'Clear all'. */
export function RecentTransactions() {
  const { address, chainId } = useAccount()
  const transactions = useTransactionStore(
    useShallow((state) => selectAccountTransactions(state, chainId, address).filter((tx) => isTransactionRecent(tx))),
  )
  const clearAll = useTransactionStore((state) => state.clearAllTransactions)
  if (transactions.length === 0 || !address || chainId === undefined) {
    return (
      <p className="text-sm text-slate-500">
        <Trans>Your transactions will appear here...</Trans>
      </p>
    )
  }
  return (
    <section>
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold">
          <Trans>Recent Transactions</Trans>
        </h3>
        <Button variant="link" onClick={() => clearAll(chainId, address)}>
          <Trans>Clear all</Trans>
        </Button>
      </div>
      <ul>
        {transactions.map((tx) => (
          <TransactionRow key={tx.hash} tx={tx} />
        ))}
      </ul>
    </section>
  )
}
