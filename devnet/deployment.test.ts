import { type Address, type Hex, getAddress, hexToBigInt, isAddressEqual } from 'viem'
import { describe, expect, it } from 'vitest'
import { readCommittedManifest } from './index.ts'
import { type Artifact, compileTestContracts, official } from './lib/artifacts.ts'
import { deterministicPart } from './manifest.ts'
import { devnetClient, devnetManifest } from './test/client.ts'

const manifest = devnetManifest()
const client = devnetClient(manifest)
const compiled = compileTestContracts()

/** Replaces the immutable byte ranges of runtime code with zeros, so code can be compared to the artifact. */
function maskImmutables(code: Hex, ranges: Artifact['immutableRanges']): string {
  const bytes = code.slice(2).split('')
  for (const { start, length } of ranges) bytes.splice(start * 2, length * 2, ...'0'.repeat(length * 2))
  return bytes.join('')
}

async function expectOfficialCode(address: Address, artifact: Artifact): Promise<void> {
  const code = await client.getCode({ address })
  expect(code, `${artifact.source} at ${address}`).toBeDefined()
  if (artifact.deployedBytecode) {
    expect(code?.length).toBe(artifact.deployedBytecode.length)
    expect(maskImmutables(code!, artifact.immutableRanges)).toBe(
      maskImmutables(artifact.deployedBytecode, artifact.immutableRanges),
    )
  } else {
    // Artifacts without runtime code (Vyper, viem's Multicall3): run the creation code and compare what it returns.
    const { data } = await client.call({ data: artifact.bytecode })
    expect(code).toBe(data)
  }
}

describe('devnet manifest', () => {
  it('has every key and the same deterministic content as the committed devnet/deployment.json', () => {
    expect(deterministicPart(manifest)).toEqual(deterministicPart(readCommittedManifest()))
    expect(manifest.chainId).toBe(31337)
    expect(Object.keys(manifest.tokenListUrls).sort()).toEqual([
      'default',
      'extras',
      'hostile',
      'invalid',
      'notJson',
      'unsupported',
    ])
    for (const url of Object.values(manifest.tokenListUrls))
      expect(new URL(url).pathname).toMatch(/^\/lists\/[\w-]+\.tokenlist\.json$/)
    // The IPFS gateway is the services' origin (the same server as the claims and lists).
    expect(manifest.ipfsGateway).toBe(new URL(manifest.claimDataUrl).origin)
    expect(manifest.stakingRewards.map((s) => s.tokens[1])).toEqual(
      ['DAI', 'USDC', 'USDT', 'WBTC'].map((symbol) => manifest.tokens.find((t) => t.symbol === symbol)?.address),
    )
  })

  it('runs on chain 31337 at its rpcUrl', async () => {
    expect(await client.getChainId()).toBe(31337)
  })
})

describe('contract code is the official artifacts', () => {
  const { contracts } = manifest
  const cases: [string, Address, Artifact][] = [
    ['weth', contracts.weth, official.WETH9],
    ['v2Factory', contracts.v2Factory, official.UniswapV2Factory],
    ['v2Router', contracts.v2Router, official.UniswapV2Router02],
    ['multicall', contracts.multicall, official.Multicall3],
    ['v1Factory', contracts.v1Factory, official.UniswapV1Factory],
    ['v1ExchangeTemplate', contracts.v1ExchangeTemplate, official.UniswapV1Exchange],
    ['migrator', contracts.migrator, official.UniswapV2Migrator],
    ['uni', contracts.uni, official.Uni],
    ['timelock', contracts.timelock, official.Timelock],
    ['governor', contracts.governor, official.GovernorAlpha],
    ['merkleDistributor', contracts.merkleDistributor, official.MerkleDistributor],
    ['stakingRewardsFactory', contracts.stakingRewardsFactory, official.StakingRewardsFactory],
    ['ensRegistry', contracts.ensRegistry, official.ENSRegistry],
    ['publicResolver', contracts.publicResolver, official.PublicResolver],
    ['reverseRegistrar', contracts.reverseRegistrar, official.ReverseRegistrar],
    ['ethRegistrar', contracts.ethRegistrar, official.FIFSRegistrar],
  ]
  it.each(cases)('%s', async (_name, address, artifact) => {
    await expectOfficialCode(address, artifact)
  })

  it('pairs are UniswapV2Pair and sit where the init code hash puts them', async () => {
    expect(manifest.pairInitCodeHash).toBe('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')
    for (const pair of manifest.pairs) {
      await expectOfficialCode(pair.address, official.UniswapV2Pair)
      const fromFactory = await client.readContract({
        address: contracts.v2Factory,
        abi: official.UniswapV2Factory.abi,
        functionName: 'getPair',
        args: [pair.token0, pair.token1],
      })
      expect(fromFactory).toBe(pair.address)
    }
  })

  it('reward pools are StakingRewards', async () => {
    for (const pool of manifest.stakingRewards) await expectOfficialCode(pool.address, official.StakingRewards)
  })

  it('V1 exchanges are forwarders to the official template', async () => {
    for (const { exchange } of manifest.v1Exchanges) {
      const code = await client.getCode({ address: exchange })
      expect(code?.toLowerCase()).toContain(contracts.v1ExchangeTemplate.slice(2).toLowerCase())
    }
  })

  it('test tokens are the official artifact where one exists, else compiled from devnet/contracts (fixtures: TestToken)', async () => {
    const artifactFor: Record<string, Artifact> = {
      WETH: official.WETH9,
      DAI: official.TestERC20,
      USDC: compiled.TestToken,
      USDT: compiled.TestToken,
      WBTC: compiled.TestToken,
      DTT: official.DeflatingERC20,
      MKR: compiled.Bytes32Token,
      HOP: compiled.TestToken,
      UNI: official.Uni,
    }
    for (const token of manifest.tokens) {
      const artifact = token.role ? compiled.TestToken : artifactFor[token.symbol]
      expect(artifact, token.symbol).toBeDefined()
      await expectOfficialCode(token.address, artifact!)
    }
  })
})

describe('seeded state', () => {
  it('every pair has reserves', async () => {
    for (const pair of manifest.pairs) {
      const [reserve0, reserve1] = (await client.readContract({
        address: pair.address,
        abi: official.UniswapV2Pair.abi,
        functionName: 'getReserves',
      })) as readonly [bigint, bigint, number]
      expect(reserve0, pair.address).toBeGreaterThan(0n)
      expect(reserve1, pair.address).toBeGreaterThan(0n)
    }
  })

  it('the reward token has a price route: UNI/WETH holds 400,000 UNI and 1,000 ETH from the deployer', async () => {
    const { weth, uni } = manifest.contracts
    const pair = manifest.pairs.find((p) => [p.token0, p.token1].includes(weth) && [p.token0, p.token1].includes(uni))
    expect(pair).toBeDefined()
    const [reserve0, reserve1] = (await client.readContract({
      address: pair!.address,
      abi: official.UniswapV2Pair.abi,
      functionName: 'getReserves',
    })) as readonly [bigint, bigint, number]
    const [wethReserve, uniReserve] = pair!.token0 === weth ? [reserve0, reserve1] : [reserve1, reserve0]
    expect(wethReserve).toBe(1_000n * 10n ** 18n)
    expect(uniReserve).toBe(400_000n * 10n ** 18n)
  })

  it('tokens report the manifest metadata (bytes32 names decode)', async () => {
    for (const token of manifest.tokens) {
      const decimals = await client.readContract({
        address: token.address,
        abi: official.TestERC20.abi,
        functionName: 'decimals',
      })
      expect(Number(decimals), token.symbol).toBe(token.decimals)
      if (token.bytes32Metadata) {
        const raw = await client.readContract({
          address: token.address,
          abi: compiled.Bytes32Token.abi,
          functionName: 'symbol',
        })
        expect(
          Buffer.from((raw as Hex).slice(2), 'hex')
            .toString('utf8')
            .replace(/\0+$/, ''),
        ).toBe(token.symbol)
      }
    }
  })

  it('the dev accounts hold ETH, tokens, LP tokens, V1 liquidity, a stake and votes', async () => {
    const trader = manifest.accounts[0]!.address
    const balanceOf = (address: Address, owner: Address) =>
      client.readContract({
        address,
        abi: official.TestERC20.abi,
        functionName: 'balanceOf',
        args: [owner],
      }) as Promise<bigint>
    expect(await client.getBalance({ address: trader })).toBeGreaterThan(0n)
    for (const token of manifest.tokens)
      expect(await balanceOf(token.address, trader), token.symbol).toBeGreaterThan(0n)
    const wethDai = manifest.stakingRewards[0]!
    expect(await balanceOf(wethDai.stakingToken, trader)).toBeGreaterThan(0n)
    expect(await balanceOf(wethDai.address, trader)).toBeGreaterThan(0n)
    for (const { exchange } of manifest.v1Exchanges) expect(await balanceOf(exchange, trader)).toBeGreaterThan(0n)
    const votes = (await client.readContract({
      address: manifest.contracts.uni,
      abi: official.Uni.abi,
      functionName: 'getCurrentVotes',
      args: [trader],
    })) as bigint
    expect(votes).toBe(20_000_000n * 10n ** 18n)
    const delegate = (await client.readContract({
      address: manifest.contracts.uni,
      abi: official.Uni.abi,
      functionName: 'delegates',
      args: [trader],
    })) as Address
    expect(isAddressEqual(delegate, trader)).toBe(true)
  })

  it('the account labelled without airdrop has no claim; the others do', () => {
    const claimants = Object.keys(manifest.claims).map((a) => getAddress(a))
    expect(claimants).toHaveLength(8)
    expect(claimants).not.toContain(manifest.accounts[8]!.address)
    expect(hexToBigInt(manifest.claims[manifest.accounts[1]!.address]!.amount)).toBe(1400n * 10n ** 18n)
  })
})
