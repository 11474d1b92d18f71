/**
 * Gas limit with a margin over the estimate. A bare estimate fails now and then: a pair's first write in a new
 * second also updates its price accumulators, so a block mined with a later timestamp than the estimate's needs
 * more gas than estimated. (The devnet's scripts use the same rule.)
 */
export const withGasMargin = (estimate: bigint): bigint => (estimate * 130n) / 100n + 20_000n
