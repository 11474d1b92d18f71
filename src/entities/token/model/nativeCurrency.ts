import { supportedChains } from '@/config/chains'
import type { NativeCurrency } from './types'

/** The native coin of a chain (ETH on mainnet and the devnet, BNB on BNB Chain...), 18 decimals (spec section 9). */
export function nativeCurrency(chainId: number): NativeCurrency {
  const native = supportedChains.find((chain) => chain.id === chainId)?.nativeCurrency
  return {
    kind: 'native',
    chainId,
    symbol: native?.symbol ?? 'ETH',
    name: native?.name ?? 'Ether',
    decimals: native?.decimals ?? 18,
  }
}
