import { loadDevnet } from './devnet'
import { endpoints } from './configuredEndpoints'

/**
 * Where each chain's claim data is served (GET {url}/{chainId}/{address}): the devnet's service, VITE_CLAIM_DATA_URL,
 * or none, so the app shows no claim rather than depend on a host that may be gone.
 */
export function claimDataUrlFor(chainId: number | undefined): string | undefined {
  if (__DEVNET__ && chainId === 31337) return loadDevnet().claimDataUrl
  // A build's own claim service (VITE_CLAIM_DATA_URL) serves the public chains.
  return chainId === undefined ? undefined : endpoints.claimDataUrl
}
