import { type Address, erc20Abi } from 'viem'
import { type ChainReader, readContractsBatched } from '@/lib/chain/readContractsBatched'
import { blockQueryOptions } from '@/lib/chain/useBlockQuery'

/** lower-case token address -> raw amount; a token whose call fails is left out (it fails alone). */
export type AmountsByToken = Readonly<Record<string, bigint>>

function collect(
  tokens: readonly Address[],
  results: readonly ({ status: 'success'; result: bigint } | { status: 'failure' })[],
): AmountsByToken {
  const amounts: Record<string, bigint> = {}
  results.forEach((result, index) => {
    if (result.status === 'success') amounts[tokens[index]!.toLowerCase()] = result.result
  })
  return amounts
}

/** An owner's balances of many tokens at a block, in the block's one multicall; a failing token is left out. */
export async function readTokenBalances(
  client: ChainReader,
  params: { owner: Address; tokens: readonly Address[]; blockNumber: bigint },
): Promise<AmountsByToken> {
  const { owner, tokens, blockNumber } = params
  const contracts = tokens.map(
    (address) => ({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const,
  )
  return collect(tokens, await readContractsBatched(client, { contracts, blockNumber }))
}

/** Many tokens' total supplies at a block, in the block's one multicall; a failing token is left out. */
export async function readTotalSupplies(
  client: ChainReader,
  params: { tokens: readonly Address[]; blockNumber: bigint },
): Promise<AmountsByToken> {
  const { tokens, blockNumber } = params
  const contracts = tokens.map((address) => ({ address, abi: erc20Abi, functionName: 'totalSupply' }) as const)
  return collect(tokens, await readContractsBatched(client, { contracts, blockNumber }))
}

/** Keyed `['tokenBalances', { owner, tokens, chainId, blockNumber }]`; skipped without an owner or tokens. */
export function tokenBalancesQueryOptions(
  client: ChainReader | undefined,
  params: {
    chainId: number | undefined
    blockNumber: bigint | undefined
    owner: Address | undefined
    tokens: readonly Address[]
  },
) {
  const { owner, tokens, ...scope } = params
  return blockQueryOptions(
    'tokenBalances',
    client,
    scope,
    { owner, tokens },
    (reader, input) =>
      input.owner
        ? readTokenBalances(reader, { ...input, owner: input.owner })
        : Promise.reject(new Error('tokenBalances: no owner')),
    owner !== undefined && tokens.length > 0,
  )
}

/** Keyed `['totalSupplies', { tokens, chainId, blockNumber }]`; skipped without tokens. */
export function totalSuppliesQueryOptions(
  client: ChainReader | undefined,
  params: { chainId: number | undefined; blockNumber: bigint | undefined; tokens: readonly Address[] },
) {
  const { tokens, ...scope } = params
  return blockQueryOptions('totalSupplies', client, scope, { tokens }, readTotalSupplies, tokens.length > 0)
}
