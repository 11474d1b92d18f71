import { type Address, type Hex, getContractAddress, getAddress as viemGetAddress } from 'viem'

/**
 * `@ethersproject/address` as the Uniswap SDKs use it, on viem, so ethers' own big-number and hash libraries stay off
 * the swap page (aliased in vite.config.ts). Both throw on malformed input, as ethers does.
 */
export function getAddress(address: string): Address {
  return viemGetAddress(address)
}

/** The CREATE2 address of `initCodeHash` deployed by `from` with `salt` (EIP-1014). */
export function getCreate2Address(from: string, salt: Hex, initCodeHash: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: viemGetAddress(from), salt, bytecodeHash: initCodeHash })
}
