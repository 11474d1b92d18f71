import { z } from 'zod'

/** Build-time environment, parsed once. `--mode devnet` (npm start, preview:devnet) enables the local chain. */
const envSchema = z.object({
  MODE: z.string().catch('production'),
  VITE_DEVNET: z.enum(['0', '1']).optional().catch(undefined),
  VITE_DEVNET_RPC_URL: z.url().optional().catch(undefined),
  VITE_WALLETCONNECT_PROJECT_ID: z.string().regex(/^[0-9a-f]{32}$/i).optional().catch(undefined),
})

const parsed = envSchema.parse(import.meta.env)

export const env = {
  /** The devnet (chain 31337) and its "Local dev account" are part of this build. */
  devnet: parsed.MODE === 'devnet' || parsed.VITE_DEVNET === '1',
  devnetRpcUrl: parsed.VITE_DEVNET_RPC_URL,
  walletConnectProjectId: parsed.VITE_WALLETCONNECT_PROJECT_ID,
} as const
