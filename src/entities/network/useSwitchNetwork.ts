import { useSwitchChain } from 'wagmi'
import { isUserRejection, toUserMessage } from '@/lib/errors'

/**
 * Asks the wallet to switch (or add) a chain. While asked, `pendingChainId`; a failure other than a rejection as text
 * in the active language.
 */
export function useSwitchNetwork(): {
  switchTo(chainId: number, onSwitched?: () => void): void
  pendingChainId: number | undefined
  errorText: string | undefined
} {
  const { switchChain, isPending, variables, error } = useSwitchChain()
  return {
    switchTo: (chainId, onSwitched) => switchChain({ chainId }, onSwitched ? { onSuccess: onSwitched } : undefined),
    pendingChainId: isPending ? variables?.chainId : undefined,
    errorText: error && !isUserRejection(error) ? toUserMessage(error) : undefined,
  }
}
