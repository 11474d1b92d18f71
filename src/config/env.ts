import { z } from './zod'

/** Build-time environment, parsed once. Only the devnet's modes (`devnet`, `ipfs-devnet`) include the local chain. */
const envSchema = z.object({
  VITE_DEVNET_RPC_URL: z.catch(z.optional(z.url()), undefined),
  VITE_DEVNET_SERVICES_URL: z.catch(z.optional(z.url()), undefined),
  VITE_WALLETCONNECT_PROJECT_ID: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/i))), undefined),
  /** Blocks per eth_getLogs for proposal events, for a node with a tighter cap than the default (a whole number). */
  VITE_GOVERNANCE_LOG_RANGE: z.catch(
    z.optional(
      z.pipe(
        z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
        z.transform((value: string) => BigInt(value)),
      ),
    ),
    undefined,
  ),
})

const parsed = envSchema.parse(import.meta.env)

export const env = {
  /** The devnet (chain 31337) and its "Local dev account" are part of this build. */
  devnet: __DEVNET__,
  devnetRpcUrl: parsed.VITE_DEVNET_RPC_URL,
  /** Origin of the devnet's claim-data and token-list server when it runs on other ports. */
  devnetServicesUrl: parsed.VITE_DEVNET_SERVICES_URL,
  walletConnectProjectId: parsed.VITE_WALLETCONNECT_PROJECT_ID,
  governanceLogRange: parsed.VITE_GOVERNANCE_LOG_RANGE,
} as const
