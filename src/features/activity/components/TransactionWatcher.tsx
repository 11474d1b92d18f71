import { Suspense, lazy } from 'react'
import { useAccount } from 'wagmi'
import { defaultChain, isSupportedChain } from '@/config/chains'
import { selectWatching, useTransactionStore } from '@/entities/transaction'

// How records are followed (the head poll, receipts, replacements, reorganisations) loads once one needs following:
// a first visit, or a return with nothing pending, never pays for it.
const TransactionFollower = lazy(() => import('./TransactionFollower'))

/** Mounted once: follows the transactions of the wallet's chain (or the default chain) to their end. */
export function TransactionWatcher() {
  const { chainId: accountChainId } = useAccount()
  const chainId = isSupportedChain(accountChainId) ? accountChainId! : defaultChain.id
  const watching = useTransactionStore((state) => selectWatching(state, chainId))
  return watching ? (
    <Suspense fallback={null}>
      <TransactionFollower chainId={chainId} />
    </Suspense>
  ) : null
}
