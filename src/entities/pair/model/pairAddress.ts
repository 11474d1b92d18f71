import { type Address, type Hex, encodePacked, getContractAddress, isAddressEqual, keccak256 } from 'viem'

/** The two tokens of a pair in the factory's order (token0 sorts first by address); identical or invalid addresses throw. */
export function sortTokens(a: Address, b: Address): [Address, Address] {
  if (isAddressEqual(a, b)) throw new Error(`Identical addresses: ${a}`)
  // The factory orders by the address as a number: compare the hex digits in one case.
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
}

const pairAddresses = new Map<string, Address>()

/**
 * The V2 pair address of two tokens (CREATE2 from the factory: salt keccak256 of the sorted tokens packed, the pair's
 * init code hash), checksummed and memoised.
 */
export function computeV2PairAddress(factory: Address, initCodeHash: Hex, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  const key = `${factory}:${initCodeHash}:${token0}:${token1}`.toLowerCase()
  const cached = pairAddresses.get(key)
  if (cached) return cached
  const salt = keccak256(encodePacked(['address', 'address'], [token0, token1]))
  const address = getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecodeHash: initCodeHash })
  pairAddresses.set(key, address)
  return address
}
