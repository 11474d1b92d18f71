import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const SDK_CORE_INDEX = /\/node_modules\/@uniswap\/sdk-core\/dist\/esm\/src\/index\.js$/
const SHIM = fileURLToPath(new URL('../../src/lib/sdk-shims/sdkCoreAddresses.ts', import.meta.url))

/** The shim's path for sdk-core's own `./addresses`; null for any other import. */
export function sdkCoreAddressesTarget(source: string, importer: string | undefined): string | null {
  return source === './addresses' && importer !== undefined && SDK_CORE_INDEX.test(importer) ? SHIM : null
}

/**
 * sdk-core's `./addresses` (every chain's Uniswap deployments, about 24 kB that load with the swap's engine) as the
 * one table the V2 SDK reads (src/lib/sdk-shims/sdkCoreAddresses.ts). A name the shim lacks fails the build.
 */
export function sdkCoreAddressesPlugin(): Plugin {
  return {
    name: 'ucash:sdk-core-addresses',
    enforce: 'pre',
    resolveId: sdkCoreAddressesTarget,
  }
}
