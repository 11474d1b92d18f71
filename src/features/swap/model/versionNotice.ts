import type { TradeType } from '@uniswap/sdk-core'
import type { Trade } from '@uniswap/v2-sdk'
import type { SdkCurrency } from '@/entities/token'
import { isTradeBetter } from './isTradeBetter'

type AnyTrade = Trade<SdkCurrency, SdkCurrency, TradeType>

/**
 * The notice about the trade version (spec 2): on V1, 'betterOnV2' when V2 gives a better price (or V1 has no trade
 * and V2 has), else 'showingV1' when there is a V1 trade; nothing on V2.
 */
export function versionNotice(
  use: 'v1' | 'v2',
  v1: AnyTrade | undefined,
  v2: AnyTrade | undefined,
): 'betterOnV2' | 'showingV1' | null {
  if (use !== 'v1') return null
  if (isTradeBetter(v1, v2)) return 'betterOnV2'
  return v1 ? 'showingV1' : null
}
