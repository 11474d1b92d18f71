/**
 * The devnet's name service from the official artifacts (@ensdomains/ens 0.6.2, resolver 0.3.1), deployed last so no
 * earlier address moves. The names, reverse records (one deliberately unconfirmed) and tokens.ucash.eth's content hash
 * are in devnet/README.md, Names.
 */
import type { Abi, Address, Hex, TransactionReceipt } from 'viem'
import { zeroHash } from 'viem'
import { labelhash, namehash, normalize } from 'viem/ens'
import type { Manifest } from '../manifest.ts'
import { type Artifact, official } from './artifacts.ts'
import type { NamedTokenList } from './tokenLists.ts'

/** The `.eth` names of dev accounts 0-4 (by index), each also the account's primary (reverse) name. */
export const accountNames = [
  'trader.eth',
  'liquidity-provider.eth',
  'holder.eth',
  'former-proposer.eth',
  'fresh-wallet.eth',
] as const
/** A subdomain of account 0's name pointing at account 5, which has no reverse record. */
export const subdomainName = { name: 'pay.trader.eth', parentAccount: 0, account: 5 } as const
/** A reverse record its forward record does not confirm: account 6 claims account 0's name. */
export const mismatchedReverse = { account: 6, name: 'trader.eth' } as const
/** The name whose content hash points at the named token list. */
export const NAMED_TOKEN_LIST_NAME = 'tokens.ucash.eth'

interface NameServiceContext {
  deploy(artifact: Artifact, args?: readonly unknown[]): Promise<Address>
  send(
    from: Address,
    address: Address,
    abi: Abi,
    functionName: string,
    args?: readonly unknown[],
  ): Promise<TransactionReceipt>
  deployer: Address
  /** Dev accounts by index (0-9). */
  accounts: readonly Address[]
  namedList: NamedTokenList
}

export type NameServiceManifest = Pick<Manifest, 'names' | 'reverseNames' | 'namedTokenList'> & {
  contracts: Pick<Manifest['contracts'], 'ensRegistry' | 'publicResolver' | 'reverseRegistrar' | 'ethRegistrar'>
}

/** `label.parent` split into its first label and the rest; the names here are already normalized. */
function split(name: string): [label: string, parent: string] {
  if (normalize(name) !== name) throw new Error(`name service: ${name} is not normalized`)
  const dot = name.indexOf('.')
  return [name.slice(0, dot), name.slice(dot + 1)]
}

export async function deployNameService(ctx: NameServiceContext): Promise<NameServiceManifest> {
  const { deploy, send, deployer: D, namedList } = ctx
  const account = (index: number): Address => {
    const address = ctx.accounts[index]
    if (!address) throw new Error(`name service: no dev account ${index}`)
    return address
  }
  const registryAbi = official.ENSRegistry.abi
  const resolverAbi = official.PublicResolver.abi

  const ensRegistry = await deploy(official.ENSRegistry)
  const publicResolver = await deploy(official.PublicResolver, [ensRegistry])
  const reverseRegistrar = await deploy(official.ReverseRegistrar, [ensRegistry, publicResolver])
  const ethRegistrar = await deploy(official.FIFSRegistrar, [ensRegistry, namehash('eth')])
  await send(D, ensRegistry, registryAbi, 'setSubnodeOwner', [zeroHash, labelhash('reverse'), D])
  await send(D, ensRegistry, registryAbi, 'setSubnodeOwner', [namehash('reverse'), labelhash('addr'), reverseRegistrar])
  await send(D, ensRegistry, registryAbi, 'setSubnodeOwner', [zeroHash, labelhash('eth'), ethRegistrar])

  /** Registers `label.eth` for `owner` through the FIFS registrar, as the owner, and points it at the resolver. */
  const registerEth = async (name: string, owner: Address, { withResolver = true } = {}): Promise<Hex> => {
    const [label, parent] = split(name)
    if (parent !== 'eth') throw new Error(`name service: ${name} is not a .eth name`)
    const node = namehash(name)
    await send(owner, ethRegistrar, official.FIFSRegistrar.abi, 'register', [labelhash(label), owner])
    if (withResolver) await send(owner, ensRegistry, registryAbi, 'setResolver', [node, publicResolver])
    return node
  }

  const names: Manifest['names'] = {}
  for (const [index, name] of accountNames.entries()) {
    const owner = account(index)
    const node = await registerEth(name, owner)
    await send(owner, publicResolver, resolverAbi, 'setAddr', [node, owner])
    names[name] = owner
  }

  // pay.trader.eth: created by trader.eth's owner, who keeps it, pointing at account 5.
  {
    const [label, parent] = split(subdomainName.name)
    const owner = account(subdomainName.parentAccount)
    if (names[parent] !== owner)
      throw new Error(`name service: ${parent} is not owned by account ${subdomainName.parentAccount}`)
    await send(owner, ensRegistry, registryAbi, 'setSubnodeRecord', [
      namehash(parent),
      labelhash(label),
      owner,
      publicResolver,
      0n,
    ])
    await send(owner, publicResolver, resolverAbi, 'setAddr', [
      namehash(subdomainName.name),
      account(subdomainName.account),
    ])
    names[subdomainName.name] = account(subdomainName.account)
  }

  // tokens.ucash.eth: the deployer's, with the named token list's content hash and no addr. Its parent ucash.eth is
  // registered (to the deployer) but has no resolver.
  {
    const [label, parent] = split(NAMED_TOKEN_LIST_NAME)
    await registerEth(parent, D, { withResolver: false })
    await send(D, ensRegistry, registryAbi, 'setSubnodeRecord', [
      namehash(parent),
      labelhash(label),
      D,
      publicResolver,
      0n,
    ])
    await send(D, publicResolver, resolverAbi, 'setContenthash', [
      namehash(NAMED_TOKEN_LIST_NAME),
      namedList.contenthash,
    ])
  }

  // Reverse records: accounts 0-4 name themselves; account 6 claims a name that is not its own.
  const reverseNames: Manifest['reverseNames'] = {}
  const reverse: [Address, string][] = [
    ...accountNames.map((name, index): [Address, string] => [account(index), name]),
    [account(mismatchedReverse.account), mismatchedReverse.name],
  ]
  for (const [address, name] of reverse) {
    await send(address, reverseRegistrar, official.ReverseRegistrar.abi, 'setName', [name])
    reverseNames[address] = name
  }

  return {
    contracts: { ensRegistry, publicResolver, reverseRegistrar, ethRegistrar },
    names,
    reverseNames,
    namedTokenList: {
      name: NAMED_TOKEN_LIST_NAME,
      cid: namedList.cid.toString(),
      cidV0: namedList.cidV0,
      contenthash: namedList.contenthash,
    },
  }
}

/** The reverse node of an address: namehash(`<lowercase hex without 0x>.addr.reverse`). */
export const reverseNode = (address: Address): Hex => namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
