import { useLingui } from '@lingui/react/macro'
import { sendBlockedText, useChainFreshness } from '@/lib/chain/health'

/**
 * Why nothing may be sent on a chain now (its data is not current: nodes unreachable, a frozen head, failing reads,
 * a node on another chain), in the reader's language; undefined while sending is allowed. Send buttons show it in
 * place of their action; the write path refuses such a send in any case (CHAIN_DATA_NOT_CURRENT).
 */
export function useSendBlocked(chainId: number | undefined): string | undefined {
  const { i18n } = useLingui()
  const text = sendBlockedText(useChainFreshness(chainId))
  return text ? i18n._(text) : undefined
}
