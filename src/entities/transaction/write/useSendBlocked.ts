import { useLingui } from '@lingui/react/macro'
import { sendBlockedText, useChainFreshness } from '@/lib/chain/health'
import { sendRefusedText } from '@/lib/hosting'

/**
 * Why nothing may be sent on a chain now, in the reader's language; undefined while sending is allowed. First where
 * the app runs (a path gateway's shared origin, a frame another site owns: the notice under the header says more),
 * then the chain's data (nodes unreachable, a frozen head, failing reads, a node on another chain). Send buttons show
 * it in place of their action; the write path refuses such a send in any case (SEND_REFUSED_HERE,
 * CHAIN_DATA_NOT_CURRENT).
 */
export function useSendBlocked(chainId: number | undefined): string | undefined {
  const { i18n } = useLingui()
  const freshness = useChainFreshness(chainId)
  const text = sendRefusedText() ?? sendBlockedText(freshness)
  return text ? i18n._(text) : undefined
}
