import { type Address, type Hex, type PublicClient, erc20Abi, getAddress, hexToString } from 'viem'
import { erc20Bytes32Abi } from '@/abis/erc20Bytes32Abi'
import type { TokenInfo } from '../model/types'

type Result<T> = { status: 'success'; result: T } | { status: 'failure'; error: Error }

/** A bytes32 text is accepted only when null-terminated (its last byte is 0), as in the V2-era interface. */
export function parseBytes32String(value: Hex): string | undefined {
  if (!/^0x[0-9a-fA-F]{64}$/.test(value) || !value.endsWith('00')) return undefined
  return hexToString(value, { size: 32 })
}

const pickText = (text: Result<string>, bytes32: Result<Hex>, fallback: string): string => {
  if (text.status === 'success' && text.result.length > 0) return text.result
  const parsed = bytes32.status === 'success' ? parseBytes32String(bytes32.result) : undefined
  return parsed && parsed.length > 0 ? parsed : fallback
}

/**
 * A token's name, symbol and decimals in one multicall, bytes32 metadata (MKR-style) as the fallback; null without a
 * valid `decimals()`. Texts are raw and untrusted.
 */
export async function readTokenMetadata(
  client: Pick<PublicClient, 'multicall'>,
  chainId: number,
  address: Address,
): Promise<TokenInfo | null> {
  const token = { address, chainId } as const
  const [name, symbol, decimals, name32, symbol32] = (await client.multicall({
    allowFailure: true,
    contracts: [
      { ...token, abi: erc20Abi, functionName: 'name' },
      { ...token, abi: erc20Abi, functionName: 'symbol' },
      { ...token, abi: erc20Abi, functionName: 'decimals' },
      { ...token, abi: erc20Bytes32Abi, functionName: 'name' },
      { ...token, abi: erc20Bytes32Abi, functionName: 'symbol' },
    ],
  })) as [Result<string>, Result<string>, Result<number>, Result<Hex>, Result<Hex>]
  if (
    decimals.status !== 'success' ||
    !Number.isInteger(decimals.result) ||
    decimals.result < 0 ||
    decimals.result > 255
  )
    return null
  return {
    kind: 'token',
    chainId,
    address: getAddress(address),
    decimals: decimals.result,
    symbol: pickText(symbol, symbol32, 'UNKNOWN'),
    name: pickText(name, name32, 'Unknown Token'),
  }
}
