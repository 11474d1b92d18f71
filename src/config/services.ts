import { loadDevnet } from './devnet'

/**
 * Where each chain's airdrop claim data is served (GET {url}/{chainId}/{address}). Only the devnet has a claim
 * service; elsewhere the app shows no claim rather than depend on a host that may be gone.
 */
export function claimDataUrlFor(chainId: number | undefined): string | undefined {
  if (__DEVNET__ && chainId === 31337) return loadDevnet().claimDataUrl
  return undefined
}
