import { createRequire } from 'node:module'
import {
  parseSignature,
  serializeCompactSignature,
  signatureToCompactSignature,
  type Address,
  type Hex,
  concat,
  encodeAbiParameters,
  hashTypedData,
  keccak256,
  recoverAddress,
  recoverTypedDataAddress,
  stringToHex,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { pairPermitTypedData, toPermitSignature } from './permit'

/** Anvil's first test key: test data only. */
const OWNER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const PAIR: Address = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'
const ROUTER: Address = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const PARAMS = {
  chainId: 31337,
  pair: PAIR,
  owner: OWNER.address,
  spender: ROUTER,
  value: 123_456_789_000_000_000n,
  nonce: 3n,
  deadline: 1_700_000_000n,
}

/** UniswapV2ERC20.PERMIT_TYPEHASH. */
const PERMIT_TYPEHASH: Hex = '0x6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c9'

/** The digest the pair's permit() recovers from, computed as UniswapV2ERC20 does. */
function contractDigest(p: typeof PARAMS): Hex {
  const domainSeparator = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
      [
        keccak256(stringToHex('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)')),
        keccak256(stringToHex('Uniswap V2')),
        keccak256(stringToHex('1')),
        BigInt(p.chainId),
        p.pair,
      ],
    ),
  )
  const structHash = keccak256(
    encodeAbiParameters(
      [
        { type: 'bytes32' },
        { type: 'address' },
        { type: 'address' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      [PERMIT_TYPEHASH, p.owner, p.spender, p.value, p.nonce, p.deadline],
    ),
  )
  return keccak256(concat(['0x1901', domainSeparator, structHash]))
}

describe('pairPermitTypedData', () => {
  it('default: the pair domain and the Permit message', () => {
    expect(pairPermitTypedData(PARAMS)).toEqual({
      domain: { name: 'Uniswap V2', version: '1', chainId: 31337, verifyingContract: PAIR },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: OWNER.address, spender: ROUTER, value: PARAMS.value, nonce: 3n, deadline: 1_700_000_000n },
    })
  })

  it('behavior: hashes to the digest UniswapV2ERC20 computes', () => {
    expect(
      keccak256(stringToHex('Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)')),
    ).toBe(PERMIT_TYPEHASH)
    expect(hashTypedData(pairPermitTypedData(PARAMS))).toBe(contractDigest(PARAMS))
    const other = { ...PARAMS, chainId: 1, nonce: 0n }
    expect(hashTypedData(pairPermitTypedData(other))).toBe(contractDigest(other))
    expect(hashTypedData(pairPermitTypedData(other))).not.toBe(contractDigest(PARAMS))
  })

  it('behavior: the official pair bytecode carries the same type hash and domain name', () => {
    const require = createRequire(import.meta.url)
    const { bytecode } = require('@uniswap/v2-core/build/UniswapV2Pair.json') as { bytecode: string }
    expect(bytecode).toContain(PERMIT_TYPEHASH.slice(2))
    expect(bytecode).toContain(toHex('Uniswap V2').slice(2))
  })
})

describe('toPermitSignature', () => {
  it('default: v, r, s that recover the owner from the contract digest (its ecrecover)', async () => {
    const typedData = pairPermitTypedData(PARAMS)
    const signature = await OWNER.signTypedData(typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(OWNER.address)
    const permit = toPermitSignature(signature, PARAMS.deadline)
    expect([27, 28]).toContain(permit.v)
    expect(permit.deadline).toBe(PARAMS.deadline)
    expect(concat([permit.r, permit.s, toHex(permit.v)])).toBe(signature)
    const recovered = await recoverAddress({
      hash: contractDigest(PARAMS),
      signature: { r: permit.r, s: permit.s, v: BigInt(permit.v) },
    })
    expect(recovered).toBe(OWNER.address)
  })

  it('args: a signature ending in yParity 0 or 1 gives v 27 or 28', async () => {
    const signature = await OWNER.signTypedData(pairPermitTypedData(PARAMS))
    const body = signature.slice(0, 130)
    expect(toPermitSignature(`${body}00` as Hex, 1n).v).toBe(27)
    expect(toPermitSignature(`${body}01` as Hex, 1n).v).toBe(28)
  })

  it('args: an EIP-2098 compact signature (64 bytes) gives the same v, r, s as viem parses from the full one', async () => {
    for (const deadline of [1n, 2n, 3n, 4n]) {
      const signature = await OWNER.signTypedData(pairPermitTypedData({ ...PARAMS, deadline }))
      const full = parseSignature(signature)
      const compact = serializeCompactSignature(signatureToCompactSignature(full))
      expect(toPermitSignature(compact, deadline)).toEqual({ v: Number(full.v), r: full.r, s: full.s, deadline })
      expect(toPermitSignature(signature, deadline)).toEqual({ v: Number(full.v), r: full.r, s: full.s, deadline })
    }
  })

  it('args: a signature of another length is refused', () => {
    expect(() => toPermitSignature('0x1234', 1n)).toThrow()
  })
})
