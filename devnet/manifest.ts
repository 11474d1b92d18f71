/** The devnet manifest (`devnet/deployment.json`), read through this schema by the devnet build, tests and e2e. */
import { type Address, type Hex, getAddress, isAddress } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'Invalid address')
  .transform((value) => getAddress(value) as Address)
const hex = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/, 'Invalid hex')
  .transform((value) => value as Hex)
const bytes32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid bytes32')
  .transform((value) => value as Hex)
/** A name as the name service stores it: already normalized (lowercase labels joined by dots). */
const ensName = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Invalid name')

export const proposalStates = [
  'Pending',
  'Active',
  'Canceled',
  'Defeated',
  'Succeeded',
  'Queued',
  'Expired',
  'Executed',
] as const

/**
 * A fixture token's role: `unsupported` (on that list), `extra` (only on the extras list), `impostor` (imitates a
 * devnet token, on no list), `hostile` (hostile metadata, on no list).
 */
export const tokenRoles = ['unsupported', 'impostor', 'hostile', 'extra'] as const

export const claimSchema = z.object({
  index: z.number().int().nonnegative(),
  amount: hex,
  proof: z.array(bytes32),
})

export const manifestSchema = z.object({
  chainId: z.literal(31337),
  rpcUrl: z.url(),
  claimDataUrl: z.url(),
  /** The token lists the devnet server serves (see lib/tokenLists.ts), by name. */
  tokenListUrls: z.object({
    default: z.url(),
    extras: z.url(),
    unsupported: z.url(),
    hostile: z.url(),
    invalid: z.url(),
    notJson: z.url(),
  }),
  /** Origin of the devnet's IPFS gateway: `GET <ipfsGateway>/ipfs/<cid>` serves the content the devnet names. */
  ipfsGateway: z.url(),
  accounts: z
    .array(
      z.object({
        address,
        label: z.string(),
        /** anvil's well-known development keys; public knowledge, never to be used on a real chain. */
        privateKey: hex,
      }),
    )
    .min(1),
  deployer: address,
  contracts: z.object({
    weth: address,
    v2Factory: address,
    v2Router: address,
    multicall: address,
    v1Factory: address,
    v1ExchangeTemplate: address,
    migrator: address,
    uni: address,
    timelock: address,
    governor: address,
    merkleDistributor: address,
    stakingRewardsFactory: address,
    /** The name service (lib/names.ts): registry, public resolver, reverse registrar and the FIFS `eth` registrar. */
    ensRegistry: address,
    publicResolver: address,
    reverseRegistrar: address,
    ethRegistrar: address,
  }),
  /**
   * Where reading a contract's events can start. `governor`: its deployment block counting only blocks with
   * transactions; interval mining may add empty blocks, so it is never later than the governor's events.
   */
  deploymentBlocks: z.object({ governor: z.number().int().positive() }),
  /** keccak256 of the UniswapV2Pair creation code the factory deploys (needed to compute pair addresses). */
  pairInitCodeHash: bytes32,
  tokens: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      address,
      decimals: z.number().int().min(0).max(255),
      feeOnTransfer: z.boolean().optional(),
      bytes32Metadata: z.boolean().optional(),
      role: z.enum(tokenRoles).optional(),
    }),
  ),
  pairs: z.array(z.object({ address, token0: address, token1: address })),
  stakingRewards: z.array(z.object({ address, stakingToken: address, tokens: z.tuple([address, address]) })),
  v1Exchanges: z.array(z.object({ token: address, exchange: address })),
  merkleRoot: bytes32,
  claims: z.record(z.string(), claimSchema),
  proposals: z.array(
    z.object({
      id: z.number().int().positive(),
      proposer: address,
      state: z.enum(proposalStates),
      title: z.string(),
      /** One of its actions has an empty function signature: its calldata carries the selector itself. */
      emptySignature: z.boolean().optional(),
      /** Its description carries hostile markdown and HTML (script, `javascript:` links, handlers, outside images). */
      hostile: z.boolean().optional(),
    }),
  ),
  /** Every name with an `addr` record, to the address it resolves to. */
  names: z.record(ensName, address),
  /** Every reverse record set, checksummed address to claimed name; one is not confirmed forward. */
  reverseNames: z.record(
    z
      .string()
      .refine(
        (value) => isAddress(value, { strict: false }) && getAddress(value) === value,
        'Invalid checksummed address',
      ),
    ensName,
  ),
  /** The name whose EIP-1577 content hash points at a token list the devnet's IPFS gateway serves. */
  namedTokenList: z.object({
    name: ensName,
    /** CIDv1 (base32), codec raw, sha2-256 of the exact bytes served. */
    cid: z.string().regex(/^b[a-z2-7]+$/, 'Invalid CIDv1'),
    /** The same multihash as a CIDv0 (`Qm...`), also served. */
    cidV0: z.string().regex(/^Qm[1-9A-HJ-NP-Za-km-z]{44}$/, 'Invalid CIDv0'),
    /** The content hash as set on chain: varint 0xe3 (ipfs-ns) followed by the CID's bytes. */
    contenthash: hex,
  }),
})

export type Manifest = z.infer<typeof manifestSchema>
/** The manifest as the app's devnet build gets it (scripts/lib/devnetManifest.ts): the accounts without their keys. */
export type AppManifest = Omit<Manifest, 'accounts'> & { accounts: Omit<Manifest['accounts'][number], 'privateKey'>[] }
export type ManifestToken = Manifest['tokens'][number]
export type TokenRole = (typeof tokenRoles)[number]
export type ProposalState = (typeof proposalStates)[number]

/** The parts of the manifest that must not change between starts: everything but URLs. */
export function deterministicPart(manifest: Manifest): unknown {
  const {
    rpcUrl: _rpcUrl,
    claimDataUrl: _claimDataUrl,
    tokenListUrls: _tokenListUrls,
    ipfsGateway: _ipfsGateway,
    ...rest
  } = manifest
  return rest
}
