/**
 * `@uniswap/sdk-core`'s address tables cut to what the V2 SDK reads: the V2 factory by chain, for the address of a
 * `Pair`'s liquidity token (resolved in place of sdk-core's `./addresses` by vite.config.ts). The app never reads that
 * address (pool tokens come from its own factory: `poolTokenInfo`); mainnet's serves every chain, the SDK's fallback.
 */
export const V2_FACTORY_ADDRESSES: Readonly<Record<number, string>> = {
  1: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
}
