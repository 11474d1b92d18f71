import { type Address, type Hex, getContractAddress, getAddress as viemGetAddress } from 'viem'

/**
 * `@ethersproject/address` as the Uniswap SDKs use it (token addresses, pair addresses), on viem. The ethers package
 * would bring its own big-number and hash libraries to the swap page for these two functions; the build aliases it
 * here (vite.config.ts). Both throw on a malformed input, as ethers does.
 */
export function getAddress(address: string): Address {
  return viemGetAddress(address)
}

/** The CREATE2 address of `initCodeHash` deployed by `from` with `salt` (EIP-1014). */
export function getCreate2Address(from: string, salt: Hex, initCodeHash: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: viemGetAddress(from), salt, bytecodeHash: initCodeHash })
}
