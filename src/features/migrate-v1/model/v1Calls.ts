import type { Address } from 'viem'
import type { MigrationAmounts } from './migrate'

/** V1 removals and migrations expire 1200 seconds after the latest block (spec 7 and 9; not the user's deadline setting). */
export const V1_DEADLINE_SECONDS = 1200n

/** The deadline of a V1 write: the latest block's timestamp plus 1200 seconds. */
export const v1Deadline = (blockTimestamp: bigint): bigint => blockTimestamp + V1_DEADLINE_SECONDS

/** The V1 exchange's removeLiquidity(amount, min_eth 1, min_tokens 1, deadline) for all the account's pool tokens (spec 7). */
export const removeV1LiquidityArgs = (
  liquidity: bigint,
  deadline: bigint,
): readonly [bigint, bigint, bigint, bigint] => [liquidity, 1n, 1n, deadline]

/** The migrator's migrate(token, amountTokenMin, amountETHMin, to, deadline) (spec 7). */
export const migrateArgs = (
  token: Address,
  amounts: Pick<MigrationAmounts, 'amountTokenMin' | 'amountETHMin'>,
  to: Address,
  deadline: bigint,
): readonly [Address, bigint, bigint, Address, bigint] => [
  token,
  amounts.amountTokenMin,
  amounts.amountETHMin,
  to,
  deadline,
]
