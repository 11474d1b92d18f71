/** For the write path's devnet tests: a wagmi config whose mock wallet forwards to the devnet, and a clean chain. */
import type { Address } from 'viem'
import { createConfig, http } from 'wagmi'
import { connect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { afterAll, beforeAll, beforeEach, vi } from 'vitest'
import { devnetChain, devnetClient, devnetManifest } from '../../devnet/test/client'

/**
 * The app's write path with a wallet that forwards to the devnet node (as the Local dev account does), connected
 * before the file's tests; the chain goes back to where it was after them (the devnet is shared by the devnet tests).
 * The write path's logs are silenced.
 */
export function setUpDevnetWrites() {
  const manifest = devnetManifest()
  const chain = devnetChain(manifest)
  const client = devnetClient(manifest)
  const account: Address = manifest.accounts[3]!.address
  const config = createConfig({
    chains: [chain],
    connectors: [mock({ accounts: [account] })],
    transports: { [chain.id]: http(manifest.rpcUrl) },
  })
  let snapshot: `0x${string}` | undefined
  beforeAll(async () => {
    snapshot = await client.snapshot()
    await connect(config, { connector: config.connectors[0]! })
  })
  afterAll(async () => {
    if (snapshot) await client.revert({ id: snapshot })
  })
  beforeEach(() => {
    for (const level of ['warn', 'debug', 'error'] as const)
      vi.spyOn(console, level).mockImplementation(() => undefined)
  })
  return { manifest, chain, client, account, context: { config, account, chainId: chain.id } }
}
