import { loadDevnet } from './devnet'
import { endpoints } from './configuredEndpoints'

/**
 * Where each chain's airdrop claim data is served (GET {url}/{chainId}/{address}). The devnet has its own claim
 * service; a public chain has the one the build names (VITE_CLAIM_DATA_URL), or none: the app then shows no claim
 * rather than depend on a host that may be gone.
 */
export function claimDataUrlFor(chainId: number | undefined): string | undefined {
  if (__DEVNET__ && chainId === 31337) return loadDevnet().claimDataUrl
  // A build's own claim service (VITE_CLAIM_DATA_URL) serves the public chains.
  return chainId === undefined ? undefined : endpoints.claimDataUrl
}
