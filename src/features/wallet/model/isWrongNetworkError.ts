import { SwitchChainError } from 'viem'
import { ChainNotConfiguredError, ConnectorChainMismatchError, SwitchChainNotSupportedError } from 'wagmi'
import { errorChain } from '@/lib/errors'

const wrongNetwork = [
  SwitchChainError,
  ChainNotConfiguredError,
  ConnectorChainMismatchError,
  SwitchChainNotSupportedError,
]

/**
 * A connection that failed only because the wallet could not switch network (spec 4: retried on whatever network the
 * wallet is on).
 */
export function isWrongNetworkError(error: unknown): boolean {
  for (const e of errorChain(error)) if (wrongNetwork.some((kind) => e instanceof kind)) return true
  return false
}
