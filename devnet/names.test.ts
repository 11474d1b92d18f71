/**
 * The name service on chain: registries and resolver, every manifest name and reverse record read back, and
 * tokens.ucash.eth's content hash served by the devnet's IPFS gateway.
 */
import { schema } from '@uniswap/token-lists'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { CID, varint } from 'multiformats'
import { base58btc } from 'multiformats/bases/base58'
import { equals } from 'multiformats/bytes'
import * as raw from 'multiformats/codecs/raw'
import { sha256 } from 'multiformats/hashes/sha2'
import {
  type Address,
  type Hex,
  concat,
  getAddress,
  hexToBytes,
  isAddressEqual,
  keccak256,
  zeroAddress,
  zeroHash,
} from 'viem'
import { labelhash, namehash, normalize } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import { official } from './lib/artifacts.ts'
import { reverseNode } from './lib/names.ts'
import { devnetClient, devnetManifest } from './test/client.ts'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const { ensRegistry, publicResolver, reverseRegistrar, ethRegistrar } = manifest.contracts
const account = (index: number): Address => manifest.accounts[index]!.address

const registry = <T>(functionName: 'owner' | 'resolver' | 'recordExists', node: Hex) =>
  client.readContract({ address: ensRegistry, abi: official.ENSRegistry.abi, functionName, args: [node] }) as Promise<T>
const resolverRead = <T>(resolver: Address, functionName: 'addr' | 'name' | 'contenthash', node: Hex) =>
  client.readContract({ address: resolver, abi: official.PublicResolver.abi, functionName, args: [node] }) as Promise<T>

/** What an app does: the registry's resolver for the name, then that resolver's addr; undefined when there is none. */
async function resolveName(name: string): Promise<Address | undefined> {
  const node = namehash(normalize(name))
  const resolver = await registry<Address>('resolver', node)
  if (isAddressEqual(resolver, zeroAddress)) return undefined
  const address = await resolverRead<Address>(resolver, 'addr', node)
  return isAddressEqual(address, zeroAddress) ? undefined : getAddress(address)
}

/** The name a reverse record claims for an address (not yet verified forward); undefined when there is none. */
async function reverseName(address: Address): Promise<string | undefined> {
  const node = reverseNode(address)
  const resolver = await registry<Address>('resolver', node)
  if (isAddressEqual(resolver, zeroAddress)) return undefined
  return (await resolverRead<string>(resolver, 'name', node)) || undefined
}

/** The primary name an app may show: the reverse record, only when the name resolves back to the address. */
async function verifiedName(address: Address): Promise<string | undefined> {
  const name = await reverseName(address)
  if (!name) return undefined
  const forward = await resolveName(name)
  return forward && isAddressEqual(forward, address) ? name : undefined
}

describe('name service contracts', () => {
  it('the deployer owns the root, the FIFS registrar owns eth, the reverse registrar owns addr.reverse', async () => {
    expect(await registry<Address>('owner', zeroHash)).toBe(manifest.deployer)
    expect(await registry<Address>('owner', namehash('eth'))).toBe(ethRegistrar)
    expect(await registry<Address>('owner', namehash('reverse'))).toBe(manifest.deployer)
    expect(await registry<Address>('owner', namehash('addr.reverse'))).toBe(reverseRegistrar)
    const read = (functionName: 'ens' | 'defaultResolver') =>
      client.readContract({ address: reverseRegistrar, abi: official.ReverseRegistrar.abi, functionName })
    expect(await read('ens')).toBe(ensRegistry)
    expect(await read('defaultResolver')).toBe(publicResolver)
  })

  it('the public resolver supports addr, name and contenthash (EIP-165)', async () => {
    for (const id of ['0x3b3b57de', '0x691f3431', '0xbc1c58d1'] as const) {
      const supported = await client.readContract({
        address: publicResolver,
        abi: official.PublicResolver.abi,
        functionName: 'supportsInterface',
        args: [id],
      })
      expect(supported, id).toBe(true)
    }
  })
})

describe('forward names', () => {
  it('are the expected names of accounts 0-5, normalized', () => {
    expect(manifest.names).toEqual({
      'trader.eth': account(0),
      'liquidity-provider.eth': account(1),
      'holder.eth': account(2),
      'former-proposer.eth': account(3),
      'fresh-wallet.eth': account(4),
      'pay.trader.eth': account(5),
    })
    for (const name of Object.keys(manifest.names)) expect(normalize(name)).toBe(name)
  })

  it.each(Object.entries(manifest.names))('%s resolves on chain to the manifest address', async (name, address) => {
    const node = namehash(name)
    expect(await registry<Address>('resolver', node)).toBe(publicResolver)
    expect(getAddress(await resolverRead<Address>(publicResolver, 'addr', node))).toBe(address)
    expect(await resolveName(name)).toBe(address)
  })

  it('each .eth account name is owned by its account; pay.trader.eth by the owner of trader.eth', async () => {
    for (const [name, address] of Object.entries(manifest.names)) {
      const owner = await registry<Address>('owner', namehash(name))
      expect(owner, name).toBe(name === 'pay.trader.eth' ? account(0) : address)
    }
  })

  it('an unregistered name has no owner and no resolver (nor does a subdomain nobody created)', async () => {
    for (const name of ['unregistered.eth', 'nobody.trader.eth', 'trader.test']) {
      const node = namehash(name)
      expect(await registry<Address>('resolver', node), name).toBe(zeroAddress)
      expect(await registry<Address>('owner', node), name).toBe(zeroAddress)
      expect(await registry<boolean>('recordExists', node), name).toBe(false)
      expect(await resolveName(name), name).toBeUndefined()
    }
  })

  it('ucash.eth is registered (to the deployer) but has no resolver, so it resolves to nothing', async () => {
    expect(await registry<Address>('owner', namehash('ucash.eth'))).toBe(manifest.deployer)
    expect(await registry<Address>('resolver', namehash('ucash.eth'))).toBe(zeroAddress)
    expect(await resolveName('ucash.eth')).toBeUndefined()
  })
})

describe('reverse records', () => {
  it('are accounts 0-4 naming themselves, and account 6 claiming trader.eth', () => {
    expect(manifest.reverseNames).toEqual({
      [account(0)]: 'trader.eth',
      [account(1)]: 'liquidity-provider.eth',
      [account(2)]: 'holder.eth',
      [account(3)]: 'former-proposer.eth',
      [account(4)]: 'fresh-wallet.eth',
      [account(6)]: 'trader.eth',
    })
  })

  it.each(Object.entries(manifest.reverseNames))('%s reads back as %s', async (address, name) => {
    const node = reverseNode(address as Address)
    expect(node).toBe(namehash(`${address.slice(2).toLowerCase()}.addr.reverse`))
    const fromRegistrar = await client.readContract({
      address: reverseRegistrar,
      abi: official.ReverseRegistrar.abi,
      functionName: 'node',
      args: [address as Address],
    })
    expect(fromRegistrar).toBe(node)
    expect(node).toBe(keccak256(concat([namehash('addr.reverse'), labelhash(address.slice(2).toLowerCase())])))
    expect(await registry<Address>('resolver', node)).toBe(publicResolver)
    expect(await resolverRead<string>(publicResolver, 'name', node)).toBe(name)
  })

  it('forward and reverse agree for accounts 0-4: their primary names are verified', async () => {
    for (const index of [0, 1, 2, 3, 4]) {
      const name = manifest.reverseNames[account(index)]!
      expect(manifest.names[name], name).toBe(account(index))
      expect(await verifiedName(account(index))).toBe(name)
    }
  })

  it("account 6's reverse record claims trader.eth, whose forward record is account 0: no verified name", async () => {
    expect(await reverseName(account(6))).toBe('trader.eth')
    expect(await resolveName('trader.eth')).toBe(account(0))
    expect(await verifiedName(account(6))).toBeUndefined()
  })

  it('pay.trader.eth resolves to account 5, which has no reverse record; nor do accounts 7-9', async () => {
    expect(await resolveName('pay.trader.eth')).toBe(account(5))
    for (const index of [5, 7, 8, 9]) {
      expect(await registry<Address>('resolver', reverseNode(account(index))), `account ${index}`).toBe(zeroAddress)
      expect(await reverseName(account(index))).toBeUndefined()
    }
  })
})

describe('tokens.ucash.eth and the IPFS gateway', () => {
  const { namedTokenList } = manifest
  const node = namehash(namedTokenList.name)
  const gatewayUrl = (path: string) => `${manifest.ipfsGateway}/ipfs/${path}`

  it('has the public resolver and a content hash that decodes to the manifest CID (ipfs-ns, CIDv1, raw, sha2-256)', async () => {
    expect(namedTokenList.name).toBe('tokens.ucash.eth')
    expect(await registry<Address>('resolver', node)).toBe(publicResolver)
    expect(await registry<Address>('owner', node)).toBe(manifest.deployer)
    const contenthash = await resolverRead<Hex>(publicResolver, 'contenthash', node)
    expect(contenthash).toBe(namedTokenList.contenthash)

    const bytes = hexToBytes(contenthash)
    const [codec, length] = varint.decode(bytes)
    expect(codec).toBe(0xe3)
    const cid = CID.decode(bytes.subarray(length))
    expect(cid.equals(CID.parse(namedTokenList.cid))).toBe(true)
    expect(cid.toString()).toBe(namedTokenList.cid)
    expect(cid.version).toBe(1)
    expect(cid.code).toBe(raw.code)
    expect(cid.multihash.code).toBe(sha256.code)
    expect(base58btc.baseEncode(cid.multihash.bytes)).toBe(namedTokenList.cidV0)
    // No addr record: it names content, not an account.
    expect(await resolveName(namedTokenList.name)).toBeUndefined()
  })

  it('GET <ipfsGateway>/ipfs/<cid> serves a valid token list whose sha2-256 is the CID', async () => {
    const response = await fetch(gatewayUrl(namedTokenList.cid))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = new Uint8Array(await response.arrayBuffer())
    const digest = await sha256.digest(body)
    expect(equals(digest.bytes, CID.parse(namedTokenList.cid).multihash.bytes)).toBe(true)
    expect(CID.create(1, raw.code, digest).toString()).toBe(namedTokenList.cid)

    const list = JSON.parse(new TextDecoder().decode(body)) as {
      name: string
      tokens: { chainId: number; address: Address; symbol: string }[]
    }
    const ajv = new Ajv({ allErrors: true, strict: false })
    addFormats(ajv)
    const validate = ajv.compile(schema)
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true)
    expect(list.name).toBe('UCASH Devnet Named List')
    expect(list.tokens.map((t) => t.symbol)).toEqual(['DAI', 'USDC', 'WBTC', 'HOP'])
    for (const token of list.tokens) {
      expect(token.chainId).toBe(31337)
      expect(manifest.tokens.find((t) => t.symbol === token.symbol && !t.role)?.address, token.symbol).toBe(
        token.address,
      )
    }
  })

  it('the CIDv0 form of the same multihash serves the same bytes', async () => {
    const [v1, v0] = await Promise.all([fetch(gatewayUrl(namedTokenList.cid)), fetch(gatewayUrl(namedTokenList.cidV0))])
    expect(v0.status).toBe(200)
    expect(Buffer.from(await v0.arrayBuffer()).equals(Buffer.from(await v1.arrayBuffer()))).toBe(true)
  })

  it('anything else under /ipfs/ is 404', async () => {
    const other = CID.create(1, raw.code, await sha256.digest(new TextEncoder().encode('not served'))).toString()
    for (const path of [other, `${namedTokenList.cid}/`, `${namedTokenList.cid}/tokenlist.json`, 'not-a-cid', '']) {
      const response = await fetch(gatewayUrl(path))
      expect(response.status, path).toBe(404)
    }
  })
})
