import manifest from 'virtual:devnet-manifest'
import { env } from './env'

/**
 * The devnet as this build sees it: its manifest, checked when the app was built (scripts/lib/devnetManifest.ts), with
 * overridable RPC URL and services origin. Only called behind `__DEVNET__`, so other builds drop it.
 */
export function loadDevnet(): Devnet {
  // Made once: the manifest and the environment are fixed for the build (pair addresses ask on every render).
  return (devnet ??= readDevnet())
}

type Devnet = ReturnType<typeof readDevnet>
let devnet: Devnet | undefined

function readDevnet() {
  const services = (url: string): string =>
    env.devnetServicesUrl ? `${env.devnetServicesUrl}${new URL(url).pathname}` : url
  return {
    ...manifest,
    rpcUrl: env.devnetRpcUrl ?? manifest.rpcUrl,
    claimDataUrl: services(manifest.claimDataUrl),
    tokenListUrls: {
      default: services(manifest.tokenListUrls.default),
      extras: services(manifest.tokenListUrls.extras),
      unsupported: services(manifest.tokenListUrls.unsupported),
      hostile: services(manifest.tokenListUrls.hostile),
      invalid: services(manifest.tokenListUrls.invalid),
      notJson: services(manifest.tokenListUrls.notJson),
    },
    ipfsGateway: env.devnetServicesUrl ?? manifest.ipfsGateway,
    devAccount: manifest.accounts[0]!,
  }
}
