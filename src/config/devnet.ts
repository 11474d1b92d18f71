import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import manifestJson from '../../devnet/deployment.json'
import { env } from './env'

const address = z.string().transform((value) => getAddress(value) as Address)

/** The parts of the devnet manifest (devnet/deployment.json) the app uses; addresses are the same on every start. */
const devnetManifestSchema = z.object({
  chainId: z.literal(31337),
  rpcUrl: z.url(),
  claimDataUrl: z.url(),
  tokenListUrls: z.object({ valid: z.array(z.url()), invalid: z.array(z.url()) }),
  accounts: z.array(z.object({ address, label: z.string() })).min(1),
  contracts: z.object({
    weth: address,
    v2Factory: address,
    v2Router: address,
    multicall: address,
    v1Factory: address,
    migrator: address,
    uni: address,
    timelock: address,
    governor: address,
    merkleDistributor: address,
    stakingRewardsFactory: address,
  }),
})

/**
 * The devnet as this build sees it: the JSON-RPC URL may be overridden (tests run the devnet on other ports).
 * Only called behind `__DEVNET__`, so other builds drop the manifest and this module.
 */
export function loadDevnet() {
  const manifest = devnetManifestSchema.parse(manifestJson)
  return { ...manifest, rpcUrl: env.devnetRpcUrl ?? manifest.rpcUrl, devAccount: manifest.accounts[0]! }
}
