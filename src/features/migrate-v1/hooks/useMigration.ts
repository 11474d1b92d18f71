import type { V1Position } from '@/entities/v1'
import { pairResults, usePairReserves } from '@/entities/pair'
import { toSdkToken, wrappedNative } from '@/entities/token'
import { type MigrationAmounts, migrationAmounts, v1PositionValue } from '../model/migrate'
import { formatTokensPerEth } from '../model/prices'

export interface Migration {
  /** What the position holds (raw units). */
  value: { eth: bigint; token: bigint }
  /** V1 and V2 prices in tokens per ETH, 6 significant digits; undefined without reserves (no V2 pool yet). */
  v1Price: string | undefined
  v2Price: string | undefined
  /** The migrator's minimums and the price comparison; undefined while the V2 pair loads. */
  amounts: MigrationAmounts | undefined
}

/**
 * A V1 position against the token's V2 WETH pair at the latest block: what it holds, both prices and the minimums
 * (spec 9: 9950/10000, a warning from 5%; first provider without reserves).
 */
export function useMigration(chainId: number | undefined, position: V1Position | undefined): Migration | undefined {
  const weth = wrappedNative(chainId)
  const [sdkToken, sdkWeth] = [position ? toSdkToken(position.token) : undefined, weth ? toSdkToken(weth) : undefined]
  const tokenPairs = [[sdkToken, sdkWeth]] as const
  const [v2] = pairResults(tokenPairs, usePairReserves(chainId, tokenPairs))
  if (!position || !sdkToken || !sdkWeth) return undefined
  const value = v1PositionValue(position)
  const decimals = position.token.decimals
  const pair = v2?.state === 'EXISTS' ? v2.pair : undefined
  const reserves = pair
    ? {
        eth: BigInt(pair.reserveOf(sdkWeth).quotient.toString()),
        token: BigInt(pair.reserveOf(sdkToken).quotient.toString()),
      }
    : undefined
  const settled = v2?.state === 'EXISTS' || v2?.state === 'NOT_EXISTS'
  return {
    value,
    v1Price: formatTokensPerEth(position.exchangeToken, position.exchangeEth, decimals),
    v2Price: reserves ? formatTokensPerEth(reserves.token, reserves.eth, decimals) : undefined,
    amounts: settled ? migrationAmounts({ ...value, ...(reserves ? { v2Reserves: reserves } : {}) }) : undefined,
  }
}
