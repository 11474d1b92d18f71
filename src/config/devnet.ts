import manifestJson from '../../devnet/deployment.json'
import { manifestSchema } from '../../devnet/manifest'
import { env } from './env'

/**
 * The devnet as this build sees it, read through the devnet's own manifest schema; the JSON-RPC URL and the
 * services' origin may be overridden (tests run the devnet on other ports). Only called behind `__DEVNET__`, so other builds drop the
 * manifest and this module.
 */
export function loadDevnet() {
  const manifest = manifestSchema.parse(manifestJson)
  const services = (url: string): string => (env.devnetServicesUrl ? `${env.devnetServicesUrl}${new URL(url).pathname}` : url)
  return {
    ...manifest,
    rpcUrl: env.devnetRpcUrl ?? manifest.rpcUrl,
    claimDataUrl: services(manifest.claimDataUrl),
    tokenListUrls: { valid: manifest.tokenListUrls.valid.map(services), invalid: manifest.tokenListUrls.invalid.map(services) },
    devAccount: manifest.accounts[0]!,
  }
}
