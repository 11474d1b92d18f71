import { useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { defaultChain, isSupportedChain } from '@/config/chains'
import { isCurrent, useChainFreshness } from '@/lib/chain/health'
import { useLatestBlockNumber } from '@/lib/chain/useLatestBlockNumber'

/**
 * The latest block of the chain the app reads from. Phones leave it out (as the V2-era app did): their bottom bar
 * holds the account.
 */
export function BlockIndicator() {
  const { t } = useLingui()
  const { chainId } = useAccount()
  const readChainId = isSupportedChain(chainId) ? chainId : defaultChain.id
  const { data: blockNumber } = useLatestBlockNumber(readChainId)
  const current = isCurrent(useChainFreshness(readChainId))
  if (blockNumber === undefined) return null
  return (
    <p
      className={`fixed bottom-3 end-4 hidden text-xs md:block ${current ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-700 dark:text-amber-400'}`}
      aria-label={current ? t`Latest block` : t`Last block seen (out of date)`}
      data-testid="block-number"
      data-stale={current ? undefined : 'true'}
    >
      {blockNumber.toString()}
    </p>
  )
}
