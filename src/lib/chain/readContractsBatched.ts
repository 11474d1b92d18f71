import type { ContractFunctionParameters, MulticallContracts, MulticallReturnType, Narrow, PublicClient } from 'viem'

/** What a chain read needs of a client: narrowed, so a test can hand in any viem client (or a fake). */
export type ChainReader = Pick<PublicClient, 'readContract'>

/**
 * Many reads at one block, shaped like viem's `multicall({ allowFailure: true })` so a failed read fails alone. Each
 * goes through `readContract` (viem never folds `client.multicall` into its batch), so all of a block's reads share
 * its one `eth_call`.
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
