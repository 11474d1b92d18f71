import { useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { defaultChain, isSupportedChain } from '@/config/chains'
import { useLatestBlockNumber } from '@/lib/chain/useLatestBlockNumber'

/**
 * The latest block of the chain the app reads from, updated as blocks arrive (about once a second on the devnet).
 * Phones leave it out (as the V2-era app did): the bottom of their screen holds the account bar.
 */
export function BlockIndicator() {
  const { t } = useLingui()
  const { chainId } = useAccount()
  const { data: blockNumber } = useLatestBlockNumber(isSupportedChain(chainId) ? chainId : defaultChain.id)
  if (blockNumber === undefined) return null
  return (
    <p className="fixed bottom-3 right-4 hidden text-xs text-emerald-600 md:block" aria-label={t`Latest block`} data-testid="block-number">
      {blockNumber.toString()}
    </p>
  )
}
