/**
 * viem's multicall batching, for the app's clients (`wagmiConfig`): every contract read of one block made within
 * `wait` ms of the block's first goes out as one Multicall3 `aggregate3` `eth_call` (up to ~500 calls a chunk).
 */
export const multicallBatch = { wait: 16, batchSize: 64_000 } as const
