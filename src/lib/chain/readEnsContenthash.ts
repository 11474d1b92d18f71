import { type Address, type Hex, type PublicClient, zeroAddress } from 'viem'
import { namehash, normalize } from 'viem/ens'
import { ensRegistryAbi, ensResolverAbi } from '@/abis/ensAbi'

/**
 * The content hash an ENS name's resolver holds (registry -> resolver -> contenthash). Throws when the name is
 * invalid, has no resolver, or no content hash.
 */
export async function readEnsContenthash(client: Pick<PublicClient, 'readContract'>, registry: Address, name: string): Promise<Hex> {
  const node = namehash(normalize(name))
  const resolver = await client.readContract({ address: registry, abi: ensRegistryAbi, functionName: 'resolver', args: [node] })
  if (resolver === zeroAddress) throw new Error(`No resolver for ${name}`)
  const contenthash = await client.readContract({ address: resolver, abi: ensResolverAbi, functionName: 'contenthash', args: [node] })
  if (contenthash === '0x') throw new Error(`No content hash for ${name}`)
  return contenthash
}
