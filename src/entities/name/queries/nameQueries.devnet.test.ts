import { QueryClient, skipToken } from '@tanstack/react-query'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { countingClient, devnetManifest } from '../../../../devnet/test/client'
import { nameAddressQueryOptions, primaryNameQueryOptions } from './nameQueries'

const manifest = devnetManifest()
const registry = manifest.contracts.ensRegistry
const chainId = manifest.chainId
const trader: Address = manifest.accounts[0]!.address

describe('name query options on the devnet', () => {
  it('default: keyed on the chain, the registry and the name; the query function resolves what the key names', async () => {
    const { client } = countingClient()
    const options = nameAddressQueryOptions(client, { chainId, registry, name: 'nobody-here.eth' })
    expect(options.queryKey).toEqual(['nameAddress', { chainId, registry, name: 'nobody-here.eth' }])
    // Run for another key: it resolves that key's name.
    expect(
      await new QueryClient().fetchQuery({
        ...options,
        queryKey: ['nameAddress', { chainId, registry, name: 'trader.eth', coinType: undefined }],
      }),
    ).toBe(trader)
  })

  it("default: an account's verified primary name", async () => {
    const { client } = countingClient()
    expect(
      await new QueryClient().fetchQuery(primaryNameQueryOptions(client, { chainId, registry, address: trader })),
    ).toBe('trader.eth')
  })

  it('behavior: skipped until the client, the registry and the name are known', () => {
    const { client } = countingClient()
    expect(nameAddressQueryOptions(undefined, { chainId, registry, name: 'trader.eth' }).queryFn).toBe(skipToken)
    expect(nameAddressQueryOptions(client, { chainId, registry: undefined, name: 'trader.eth' }).queryFn).toBe(
      skipToken,
    )
    expect(primaryNameQueryOptions(client, { chainId, registry, address: undefined }).queryFn).toBe(skipToken)
  })
})
