import { getAddress } from 'viem'
import { ltr } from './localeFormat'

/** RSK and RSK testnet checksum addresses with their chain id (EIP-1191); other chains use EIP-55. */
const EIP1191_CHAINS = new Set([30, 31])

/** The address as the chain writes it: EIP-1191 on RSK, EIP-55 elsewhere. */
export const checksumAddress = (address: string, chainId?: number): string =>
  chainId !== undefined && EIP1191_CHAINS.has(chainId) ? getAddress(address, chainId) : getAddress(address)

/** '0xf39F...2266': the checksummed address with `chars` characters kept on each side (spec: 4), isolated left to right in right-to-left text. */
export function shortenAddress(address: string, chars = 4, chainId?: number): string {
  const checksummed = checksumAddress(address, chainId)
  return ltr(`${checksummed.slice(0, chars + 2)}...${checksummed.slice(-chars)}`)
}

/** A block-explorer URL for a transaction, address, token or block. */
export function explorerLink(
  explorer: string,
  kind: 'transaction' | 'address' | 'token' | 'block',
  value: string,
): string {
  const base = explorer.replace(/\/+$/, '')
  const path = { transaction: 'tx', address: 'address', token: 'token', block: 'block' }[kind]
  return `${base}/${path}/${value}`
}
