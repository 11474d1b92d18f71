import { type Address, type Hex, encodePacked, getContractAddress, keccak256 } from 'viem'

/** The two tokens of a pair in the factory's order (token0 sorts first by address); identical tokens throw. */
export function sortTokens(a: Address, b: Address): [Address, Address] {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()]
  if (lowerA === lowerB) throw new Error(`Identical addresses: ${a}`)
  return lowerA < lowerB ? [a, b] : [b, a]
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
