import { useSyncExternalStore } from 'react'
import { useBlockNumber } from 'wagmi'
import { isSupportedChain } from '@/config/chains'

const subscribeVisibility = (onChange: () => void): (() => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
const isVisible = (): boolean => document.visibilityState !== 'hidden'

/**
 * The one latest-block source per chain: every block-keyed read of a page keys on this number, so one new block
 * gives one consistent round of reads. Polling pauses while the tab is hidden (spec section 9).
 */
export function useLatestBlockNumber(chainId: number | undefined) {
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true)
  const supported = isSupportedChain(chainId)
  return useBlockNumber({ chainId: supported ? chainId : undefined, watch: visible && supported, query: { enabled: supported } })
}
