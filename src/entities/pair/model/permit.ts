import { type Address, type Hex, type TypedDataDefinition, parseSignature } from 'viem'
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

/** A wallet's 65-byte signature of a permit split into v, r, s (v 27 or 28, also from a compact yParity signature). */
export function toPermitSignature(signature: Hex, deadline: bigint): PermitSignature {
  const { r, s, v, yParity } = parseSignature(signature)
  return { v: Number(v ?? 27n + BigInt(yParity)), r, s, deadline }
}

/** A pair's pool token (UNI-V2, 18 decimals) as a token of the app. */
export const poolTokenInfo = (chainId: number, address: Address): TokenInfo => ({ kind: 'token', chainId, address, decimals: 18, symbol: 'UNI-V2', name: 'Uniswap V2' })
