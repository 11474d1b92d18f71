import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { devnetClient, devnetManifest } from '../../../../devnet/test/client'
import { v2PairAbi } from '@/abis/v2PairAbi'
import { readPermitNonce } from './readPermitNonce'

const manifest = devnetManifest()
const owner: Address = manifest.accounts[0]!.address
const pair = manifest.pairs[0]!.address

describe('readPermitNonce on the devnet', () => {
  it("default: the pair's own nonces(owner) at the block", async () => {
    const client = devnetClient(manifest)
    const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
    const nonce = await readPermitNonce(client, { pair, owner, blockNumber })
    expect(nonce).toBe(
      await client.readContract({ address: pair, abi: v2PairAbi, functionName: 'nonces', args: [owner], blockNumber }),
    )
    // A fresh account has signed nothing.
    const fresh: Address = '0x000000000000000000000000000000000000f00d'
    expect(await readPermitNonce(client, { pair, owner: fresh, blockNumber })).toBe(0n)
  })
})
