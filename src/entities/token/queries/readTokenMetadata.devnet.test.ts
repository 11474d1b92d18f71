import { describe, expect, it } from 'vitest'
import { devnetClient, devnetManifest } from '../../../../devnet/test/client'
import { readTokenMetadata } from './readTokenMetadata'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const token = (predicate: (t: (typeof manifest.tokens)[number]) => boolean) => manifest.tokens.find(predicate)!

describe('readTokenMetadata on the devnet', () => {
  it('default: a token with string metadata (USDC, 6 decimals)', async () => {
    const usdc = token((t) => t.symbol === 'USDC' && !t.role)
    expect(await readTokenMetadata(client, manifest.chainId, usdc.address.toLowerCase() as `0x${string}`)).toEqual({
      kind: 'token',
      chainId: manifest.chainId,
      address: usdc.address,
      decimals: 6,
      symbol: 'USDC',
      name: 'USD Coin',
    })
  })

  it('behavior: bytes32 name and symbol (MKR) are decoded', async () => {
    const mkr = token((t) => t.symbol === 'MKR')
    expect(mkr.bytes32Metadata).toBe(true)
    expect(await readTokenMetadata(client, manifest.chainId, mkr.address)).toMatchObject({
      symbol: 'MKR',
      name: 'Maker',
      decimals: 18,
    })
  })

  it('behavior: hostile metadata comes back raw, byte for byte (it is sanitised only for display)', async () => {
    const hostile = token((t) => t.role === 'hostile')
    expect(await readTokenMetadata(client, manifest.chainId, hostile.address)).toMatchObject({
      symbol: hostile.symbol,
      name: hostile.name,
    })
  })

  it('error: an address that is not a token (an account, the router) gives null', async () => {
    expect(await readTokenMetadata(client, manifest.chainId, manifest.accounts[0]!.address)).toBeNull()
    expect(await readTokenMetadata(client, manifest.chainId, manifest.contracts.v2Router)).toBeNull()
  })
})
