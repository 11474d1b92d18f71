import { addressesFor } from '@/config/addresses'
import { nativeCurrency } from './nativeCurrency'
import type { TokenInfo } from './types'

/** The chain's wrapped native coin (WETH on mainnet and the devnet), if the app knows its address. */
export function wrappedNative(chainId: number | undefined): TokenInfo | undefined {
  const weth = chainId === undefined ? undefined : addressesFor(chainId)?.weth
  if (chainId === undefined || !weth) return undefined
  const native = nativeCurrency(chainId)
  return {
    kind: 'token',
    chainId,
    address: weth,
    decimals: 18,
    symbol: `W${native.symbol}`,
    name: `Wrapped ${native.name}`,
  }
}
