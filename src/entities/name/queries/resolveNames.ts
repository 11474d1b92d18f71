import { type Address, type Hex, type PublicClient, getAddress, isAddressEqual, size, zeroAddress } from 'viem'
import { ensMulticoinResolverAbi, ensRegistryAbi, ensResolverAbi } from '@/abis/ensAbi'
import { nameNode, normaliserFor, reverseNode } from '../model/names'

type Client = Pick<PublicClient, 'readContract'>

/** A node's resolver, or undefined when the name has none. A failing node rejects (it is no answer about the name). */
async function resolverOf(client: Client, registry: Address, node: Hex): Promise<Address | undefined> {
  const resolver = await client.readContract({
    address: registry,
    abi: ensRegistryAbi,
    functionName: 'resolver',
    args: [node],
  })
  return resolver === zeroAddress ? undefined : resolver
}

/** A multicoin record's bytes as an address: an EVM address is exactly 20 bytes (ENSIP-11); anything else is none. */
const evmAddressOf = (bytes: Hex): Address => (size(bytes) === 20 ? getAddress(bytes) : zeroAddress)

/**
 * Names to addresses through the registry and each resolver (spec 7), all at once so viem batches each step into one
 * multicall. With `coinType` only that chain's record is read (ENSIP-11), never `addr(node)`; none gives null.
 */
export async function resolveNames(
  client: Client,
  registry: Address,
  names: readonly string[],
  coinType?: bigint,
): Promise<Record<string, Address | null>> {
  const nodes = names.map((name) => nameNode(name))
  const resolvers = await Promise.all(nodes.map((node) => resolverOf(client, registry, node)))
  const addresses = await Promise.all(
    nodes.map((node, index) => {
      const resolver = resolvers[index]
      if (!resolver) return Promise.resolve(zeroAddress)
      if (coinType !== undefined) {
        return client
          .readContract({
            address: resolver,
            abi: ensMulticoinResolverAbi,
            functionName: 'addr',
            args: [node, coinType],
          })
          .then(evmAddressOf, () => zeroAddress)
      }
      return client
        .readContract({ address: resolver, abi: ensResolverAbi, functionName: 'addr', args: [node] })
        .catch(() => zeroAddress)
    }),
  )
  return Object.fromEntries(
    names.map((name, index) => [name, addresses[index] === zeroAddress ? null : getAddress(addresses[index]!)]),
  )
}

/**
 * Addresses to primary names, each verified forward (spec 1: a name shows only when it points back); else null.
 */
export async function lookupNames(
  client: Client,
  registry: Address,
  addresses: readonly Address[],
): Promise<Record<Address, string | null>> {
  const nodes = addresses.map((address) => reverseNode(address))
  const resolvers = await Promise.all(nodes.map((node) => resolverOf(client, registry, node)))
  const claimed = await Promise.all(
    nodes.map((node, index) => {
      const resolver = resolvers[index]
      return resolver
        ? client
            .readContract({ address: resolver, abi: ensResolverAbi, functionName: 'name', args: [node] })
            .catch(() => '')
        : Promise.resolve('')
    }),
  )
  const normaliseName = await normaliserFor(claimed)
  const names = claimed.map((name) => normaliseName(name))
  const forward = await resolveNames(client, registry, [...new Set(names.filter((n): n is string => Boolean(n)))])
  return Object.fromEntries(
    addresses.map((address, index) => {
      const name = names[index]
      const resolved = name ? forward[name] : null
      return [address, name && resolved && isAddressEqual(resolved, address) ? name : null]
    }),
  )
}

/** A name's content hash (spec 7: lists by name). Throws for an invalid name, no resolver or no content hash. */
export async function readContenthash(client: Client, registry: Address, name: string): Promise<Hex> {
  const normalised = (await normaliserFor([name]))(name)
  if (!normalised) throw new Error(`Invalid name ${name}`)
  const node = nameNode(normalised)
  const resolver = await resolverOf(client, registry, node)
  if (!resolver) throw new Error(`No resolver for ${normalised}`)
  const contenthash = await client.readContract({
    address: resolver,
    abi: ensResolverAbi,
    functionName: 'contenthash',
    args: [node],
  })
  if (contenthash === '0x') throw new Error(`No content hash for ${normalised}`)
  return contenthash
}
