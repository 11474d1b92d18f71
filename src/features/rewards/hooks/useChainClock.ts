import { useEffect, useState } from 'react'
import type { StakingSnapshot } from '@/entities/staking'

/**
 * The chain's clock in unix seconds, ticking every second: the latest block's timestamp carried forward by the local
 * clock since that block arrived. It follows the chain (a devnet's moved clock too), not the computer's date.
 */
export function useChainClock(
  snapshot: Pick<StakingSnapshot, 'timestamp' | 'receivedAt'> | undefined,
): number | undefined {
  const [localNow, setLocalNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setLocalNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [])
  if (snapshot?.timestamp === undefined) return undefined
  return Number(snapshot.timestamp) + Math.max(0, Math.floor((localNow - snapshot.receivedAt) / 1_000))
}
