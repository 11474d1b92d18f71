import {
  type Address,
  type Hex,
  type TypedDataDefinition,
  hexToBigInt,
  hexToNumber,
  numberToHex,
  size,
  slice,
} from 'viem'
import type { TokenInfo } from '@/entities/token'

/**
 * A signed pool-token permit as the router's WithPermit methods and a reward pool's `stakeWithPermit` take it (spec 3:
 * v, r, s, deadline).
 */
export interface PermitSignature {
  v: number
  r: Hex
  s: Hex
  /** Unix time in seconds the permit is valid until; the remove or stake call passes it on. */
  deadline: bigint
}

/** UniswapV2ERC20's Permit struct, in the order of its PERMIT_TYPEHASH. */
const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

export interface PairPermitParams {
  chainId: number
  /** The pair (its pool token) that verifies the signature. */
  pair: Address
  owner: Address
  /** Who may spend the pool tokens: the router (remove liquidity) or the reward pool (stake). */
  spender: Address
  value: bigint
  /** The owner's current `nonces(owner)` on the pair. */
  nonce: bigint
  deadline: bigint
}

/**
 * The EIP-712 typed data of a pool-token permit (spec 7, eth_signTypedData_v4), for viem's signTypedData: the pair's
 * domain ('Uniswap V2', version '1', the chain, the pair) and the Permit message.
 */
export function pairPermitTypedData(p: PairPermitParams): TypedDataDefinition<typeof permitTypes, 'Permit'> {
  return {
    domain: { name: 'Uniswap V2', version: '1', chainId: p.chainId, verifyingContract: p.pair },
    types: permitTypes,
    primaryType: 'Permit',
    message: { owner: p.owner, spender: p.spender, value: p.value, nonce: p.nonce, deadline: p.deadline },
  }
}

/**
 * A wallet's signature of a permit split into v, r, s: 65 bytes ending in v (27 or 28, or yParity 0 or 1), or 64
 * (EIP-2098: yParity in the top bit of s). viem's `parseSignature` would do the same but loads its elliptic-curve
 * library onto the swap page for it.
 */
export function toPermitSignature(signature: Hex, deadline: bigint): PermitSignature {
  const r = slice(signature, 0, 32)
  if (size(signature) === 64) {
    const yParityAndS = hexToBigInt(slice(signature, 32, 64))
    const yParity = Number(yParityAndS >> 255n)
    return { v: 27 + yParity, r, s: numberToHex(yParityAndS & ((1n << 255n) - 1n), { size: 32 }), deadline }
  }
  if (size(signature) !== 65) throw new Error(`A signature has 64 or 65 bytes, not ${size(signature)}`)
  const v = hexToNumber(slice(signature, 64, 65))
  return { v: v < 27 ? 27 + v : v, r, s: slice(signature, 32, 64), deadline }
}

/** A pair's pool token (UNI-V2, 18 decimals) as a token of the app. */
export const poolTokenInfo = (chainId: number, address: Address): TokenInfo => ({
  kind: 'token',
  chainId,
  address,
  decimals: 18,
  symbol: 'UNI-V2',
  name: 'Uniswap V2',
})
