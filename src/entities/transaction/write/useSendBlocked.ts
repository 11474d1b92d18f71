import { useLingui } from '@lingui/react/macro'
import { sendBlockedText, useChainFreshness } from '@/lib/chain/health'
import { sendRefusedText } from '@/lib/hosting'

/**
 * Why nothing may be sent on a chain now (where the app runs first, then the chain's data), in the reader's
 * language; undefined while sending is allowed. Send buttons show it so a click never meets the write path's refusal.
 */
export function useSendBlocked(chainId: number | undefined): string | undefined {
  const { i18n } = useLingui()
  const freshness = useChainFreshness(chainId)
  const text = sendRefusedText() ?? sendBlockedText(freshness)
  return text ? i18n._(text) : undefined
}
