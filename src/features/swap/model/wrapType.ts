import { type Address, isAddressEqual } from 'viem'
import type { Currency } from '@/entities/token'

/**
 * Whether a swap is a wrap of the native coin into its wrapped token (WETH at `weth`), the reverse unwrap, or neither
 * (spec 4 'Wrap type': a wrap or an unwrap replaces the swap).
 */
export function wrapType(
  input: Currency | undefined,
  output: Currency | undefined,
  weth: Address | undefined,
): 'wrap' | 'unwrap' | 'none' {
  if (!input || !output || !weth || input.chainId !== output.chainId) return 'none'
  const isWeth = (currency: Currency) => currency.kind === 'token' && isAddressEqual(currency.address, weth)
  if (input.kind === 'native' && isWeth(output)) return 'wrap'
  if (isWeth(input) && output.kind === 'native') return 'unwrap'
  return 'none'
}
