import type { ContractFunctionParameters, MulticallContracts, MulticallReturnType, Narrow, PublicClient } from 'viem'

/** What a chain read needs of a client: narrowed, so a test can hand in any viem client (or a fake). */
export type ChainReader = Pick<PublicClient, 'readContract'>

/**
 * Many contract reads at one block, typed and shaped like viem's `multicall({ allowFailure: true })`: each result is
 * `{ status: 'success', result }` or `{ status: 'failure', error }`, so a failed read fails alone.
 *
 * Unlike `client.multicall` (an `aggregate3` call of its own, which viem never folds into its batch), each read goes
 * through `readContract`, so the client's multicall batching folds these reads and every other read of the same block
 * into the block's one `eth_call` — a page still costs one `eth_call` per block however many fetchers it has.
 */
export async function readContractsBatched<const contracts extends readonly unknown[]>(
  client: ChainReader,
  parameters: {
    contracts: MulticallContracts<Narrow<contracts>, { mutability: 'pure' | 'view' }>
    blockNumber?: bigint
  },
): Promise<MulticallReturnType<contracts, true>> {
  const { blockNumber } = parameters
  const calls = parameters.contracts as readonly ContractFunctionParameters[]
  const settled = await Promise.allSettled(calls.map((call) => client.readContract({ ...call, blockNumber })))
  const results = settled.map((outcome) =>
    outcome.status === 'fulfilled'
      ? { status: 'success' as const, result: outcome.value }
      : {
          status: 'failure' as const,
          result: undefined,
          error: outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason)),
        },
  )
  // The results are in the order and of the types the contracts name (the same contract as viem's multicall).
  return results as MulticallReturnType<contracts, true>
}
