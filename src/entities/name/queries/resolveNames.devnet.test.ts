import { type Address, parseAbi, toCoinType } from 'viem'
import { labelhash, namehash } from 'viem/ens'
import { beforeAll, describe, expect, it } from 'vitest'
import { countingClient, devnetClient, devnetManifest, useChainSnapshot, write } from '../../../../devnet/test/client'
import { lookupNames, readContenthash, resolveNames } from './resolveNames'

const manifest = devnetManifest()
const registry = manifest.contracts.ensRegistry
const account = (index: number): Address => manifest.accounts[index]!.address

describe('resolveNames on the devnet', () => {
  it('default: every name of the manifest resolves to its address, in two batched round trips', async () => {
    const { client, calls } = countingClient()
    const names = Object.keys(manifest.names)
    expect(names.length).toBeGreaterThanOrEqual(6)
    expect(await resolveNames(client, registry, names)).toEqual(manifest.names)
    // registry.resolver for all names in one multicall, then resolver.addr for all names in another.
    expect(calls.count).toBe(2)
  })

  it('behavior: a dashed name and a subdomain resolve', async () => {
    const { client } = countingClient()
    const result = await resolveNames(client, registry, ['liquidity-provider.eth', 'pay.trader.eth'])
    expect(result).toEqual({ 'liquidity-provider.eth': account(1), 'pay.trader.eth': account(5) })
  })

  it('error: an unregistered name and a name with only a content hash give null', async () => {
    const { client } = countingClient()
    expect(await resolveNames(client, registry, ['nobody-here.eth', manifest.namedTokenList.name])).toEqual({
      'nobody-here.eth': null,
      [manifest.namedTokenList.name]: null,
    })
  })
})

describe('resolveNames for another chain (ENSIP-11 coin types) on the devnet', () => {
  const chain = devnetClient()
  useChainSnapshot(chain)
  const owner = account(7)
  const polygonAddress = account(8)
  const name = 'multichain-owner.eth'
  const nameServiceAbi = parseAbi([
    'function register(bytes32 label, address owner)',
    'function setResolver(bytes32 node, address resolver)',
    'function setAddr(bytes32 node, address a)',
    'function setAddr(bytes32 node, uint256 coinType, bytes a)',
  ])

  // A name of account 7's with its Ethereum address and, for Polygon's coin type, account 8's.
  beforeAll(async () => {
    const node = namehash(name)
    const { ethRegistrar, publicResolver } = manifest.contracts
    await write(chain, {
      account: owner,
      address: ethRegistrar,
      abi: nameServiceAbi,
      functionName: 'register',
      args: [labelhash('multichain-owner'), owner],
    })
    await write(chain, {
      account: owner,
      address: registry,
      abi: nameServiceAbi,
      functionName: 'setResolver',
      args: [node, publicResolver],
    })
    await write(chain, {
      account: owner,
      address: publicResolver,
      abi: nameServiceAbi,
      functionName: 'setAddr',
      args: [node, owner],
    })
    await write(chain, {
      account: owner,
      address: publicResolver,
      abi: nameServiceAbi,
      functionName: 'setAddr',
      args: [node, toCoinType(137), polygonAddress.toLowerCase()],
    })
  })

  it("default: a name's record for the chain's coin type, not its Ethereum address", async () => {
    const { client } = countingClient()
    expect(await resolveNames(client, registry, [name])).toEqual({ [name]: owner })
    expect(await resolveNames(client, registry, [name], toCoinType(137))).toEqual({ [name]: polygonAddress })
  })

  it('error: a name with no record for the coin type is null, though it has an Ethereum address', async () => {
    const { client } = countingClient()
    expect(manifest.names['trader.eth']).toBe(account(0))
    expect(await resolveNames(client, registry, [name, 'trader.eth', 'nobody-here.eth'], toCoinType(56))).toEqual({
      [name]: null,
      'trader.eth': null,
      'nobody-here.eth': null,
    })
  })
})

describe('lookupNames on the devnet', () => {
  it('default: the dev accounts with reverse records get their names back', async () => {
    const { client } = countingClient()
    const result = await lookupNames(client, registry, [account(0), account(1), account(2)])
    expect(result).toEqual({
      [account(0)]: 'trader.eth',
      [account(1)]: 'liquidity-provider.eth',
      [account(2)]: 'holder.eth',
    })
  })

  it('error: a reverse record its name does not confirm, and an account without one, give null', async () => {
    const { client } = countingClient()
    // Account 6 claims trader.eth, which resolves to account 0; account 9 has no reverse record.
    expect(manifest.reverseNames[account(6)]).toBe('trader.eth')
    expect(manifest.reverseNames[account(9)]).toBeUndefined()
    expect(await lookupNames(client, registry, [account(6), account(9)])).toEqual({
      [account(6)]: null,
      [account(9)]: null,
    })
  })
})

describe('readContenthash on the devnet', () => {
  it("default: the named list's content hash comes back as the manifest has it", async () => {
    const { client } = countingClient()
    expect(await readContenthash(client, registry, manifest.namedTokenList.name)).toBe(
      manifest.namedTokenList.contenthash,
    )
  })

  it('error: a name without a resolver or without a content hash throws', async () => {
    const { client } = countingClient()
    await expect(readContenthash(client, registry, 'nobody-here.eth')).rejects.toThrow(
      'No resolver for nobody-here.eth',
    )
    await expect(readContenthash(client, registry, 'trader.eth')).rejects.toThrow('No content hash for trader.eth')
  })
})
