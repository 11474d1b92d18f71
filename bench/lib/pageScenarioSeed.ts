/**
 * Scenario data for the page benchmarks on the spec's own devnet, through the real contracts: positions in many pairs
 * for one account, and proposals up to a count.
 */
import {
  type Address,
  type Hash,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { Manifest } from '../../devnet/manifest.ts'

const routerAbi = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
])
const wethAbi = parseAbi(['function deposit() payable'])
const uniAbi = parseAbi(['function delegate(address delegatee)'])
const governorAbi = parseAbi([
  'function propose(address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, string description) returns (uint256)',
  'function proposalCount() view returns (uint256)',
])

/**
 * The pairs positions open in: the routing bases with each other and MKR, HOP and UNI with a base, all pairs the pool
 * page tracks (twelve created by the first deposit). DTT (fee on transfer) is left out.
 */
export const POSITION_PAIRS: readonly (readonly [string, string])[] = [
  ['WETH', 'DAI'],
  ['WETH', 'USDC'],
  ['WETH', 'USDT'],
  ['WETH', 'WBTC'],
  ['DAI', 'USDC'],
  ['DAI', 'USDT'],
  ['DAI', 'WBTC'],
  ['USDC', 'USDT'],
  ['USDC', 'WBTC'],
  ['USDT', 'WBTC'],
  ['MKR', 'WETH'],
  ['MKR', 'DAI'],
  ['MKR', 'USDC'],
  ['HOP', 'DAI'],
  ['HOP', 'WETH'],
  ['HOP', 'USDC'],
  ['UNI', 'WETH'],
  ['UNI', 'DAI'],
  ['UNI', 'USDC'],
  ['UNI', 'USDT'],
]

/** UNI each new proposer gets and delegates to itself: above GovernorAlpha's threshold of 10M (1% of the supply). */
const PROPOSER_UNI = parseEther('10500000')

/**
 * Fixed gas for seeding, never estimated: a UNI vote checkpoint in the latest block makes a transfer estimate cheaper
 * than it runs in the next.
 */
const GAS = 500_000n

function tools(manifest: Manifest) {
  const transport = http(manifest.rpcUrl)
  // The devnet mines each transaction at once: poll for receipts often rather than every four seconds.
  const client = createPublicClient({ transport, pollingInterval: 50 })
  const wallet = createWalletClient({ transport })
  const node = createTestClient({ mode: 'anvil', transport })
  const confirm = async (hash: Hash): Promise<void> => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${hash} reverted`)
  }
  const token = (symbol: string) => {
    const found = manifest.tokens.find((t) => t.symbol === symbol && !t.role)
    if (!found) throw new Error(`no devnet token ${symbol}`)
    return found
  }
  return { client, wallet, node, confirm, token }
}

/** Gives `owner` a position in each of POSITION_PAIRS: the deployer deposits one token of each side for it. */
export async function seedPositions(manifest: Manifest, owner: Address): Promise<void> {
  const { client, wallet, confirm, token } = tools(manifest)
  const deployer = manifest.deployer
  const { v2Router } = manifest.contracts
  const symbols = [...new Set(POSITION_PAIRS.flat())]
  await confirm(
    await wallet.writeContract({
      account: deployer,
      address: manifest.contracts.weth,
      abi: wethAbi,
      functionName: 'deposit',
      value: parseEther('100'),
      chain: null,
      gas: GAS,
    }),
  )
  for (const symbol of symbols) {
    await confirm(
      await wallet.writeContract({
        account: deployer,
        address: token(symbol).address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [v2Router, maxUint256],
        chain: null,
        gas: GAS,
      }),
    )
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  for (const [a, b] of POSITION_PAIRS) {
    const [tokenA, tokenB] = [token(a), token(b)]
    const args = [
      tokenA.address,
      tokenB.address,
      parseUnits('1', tokenA.decimals),
      parseUnits('1', tokenB.decimals),
      0n,
      0n,
      owner,
      deadline,
    ] as const
    await confirm(
      await wallet.writeContract({
        account: deployer,
        address: v2Router,
        abi: routerAbi,
        functionName: 'addLiquidity',
        args,
        chain: null,
        gas: 5_000_000n,
      }),
    )
  }
  const held = await Promise.all(
    POSITION_PAIRS.map(async ([a, b]) => {
      const pair = await client.readContract({
        address: manifest.contracts.v2Factory,
        abi: parseAbi(['function getPair(address, address) view returns (address)']),
        functionName: 'getPair',
        args: [token(a).address, token(b).address],
      })
      return client.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    }),
  )
  if (held.some((balance) => balance === 0n)) throw new Error('a seeded position holds no pool tokens')
}

/**
 * Adds proposals until the governor holds `total`, each from a new impersonated proposer (GovernorAlpha allows one live
 * proposal each) with one harmless action; they stay Pending or Active for weeks of blocks.
 */
export async function seedProposals(manifest: Manifest, total: number): Promise<void> {
  const { client, wallet, node, confirm } = tools(manifest)
  const { governor, uni } = manifest.contracts
  const count = Number(
    await client.readContract({ address: governor, abi: governorAbi, functionName: 'proposalCount' }),
  )
  for (let id = count + 1; id <= total; id++) {
    const proposer = privateKeyToAddress(generatePrivateKey())
    await node.impersonateAccount({ address: proposer })
    await node.setBalance({ address: proposer, value: parseEther('10') })
    await confirm(
      await wallet.writeContract({
        account: manifest.deployer,
        address: uni,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [proposer, PROPOSER_UNI],
        chain: null,
        gas: GAS,
      }),
    )
    await confirm(
      await wallet.writeContract({
        account: proposer,
        address: uni,
        abi: uniAbi,
        functionName: 'delegate',
        args: [proposer],
        chain: null,
        gas: GAS,
      }),
    )
    const calldata = encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [manifest.deployer, 1n])
    const description = `# Benchmark proposal ${id}\n\nCreated by the page benchmark: the timelock would send 1 UNI-wei to the deployer.`
    await confirm(
      await wallet.writeContract({
        account: proposer,
        address: governor,
        abi: governorAbi,
        functionName: 'propose',
        args: [[uni], [0n], ['transfer(address,uint256)'], [calldata], description],
        chain: null,
        gas: 2_000_000n,
      }),
    )
    await node.stopImpersonatingAccount({ address: proposer })
  }
  const after = Number(
    await client.readContract({ address: governor, abi: governorAbi, functionName: 'proposalCount' }),
  )
  if (after !== total) throw new Error(`the governor holds ${after} proposals, not ${total}`)
}
