/**
 * Deploys and seeds the whole protocol on a fresh anvil in a fixed order, so every start yields the same addresses.
 * The accounts' roles and the seeded state are in devnet/README.md.
 */
import {
  type Abi,
  type Address,
  type Hex,
  type TransactionReceipt,
  createTestClient,
  defineChain,
  encodeDeployData,
  getAddress,
  getContractAddress,
  http,
  keccak256,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
  stringToHex,
  walletActions,
  zeroAddress,
} from 'viem'
import type { Manifest, TokenRole } from '../manifest.ts'
import { type DevAccount, claimAmounts, devAccounts } from './accounts.ts'
import { DEVNET_CHAIN_ID } from './anvil.ts'
import { type Artifact, compileTestContracts, official } from './artifacts.ts'
import { withGasMargin } from './gas.ts'
import { type BalanceTree, buildBalanceTree } from './merkle.ts'
import { deployNameService } from './names.ts'
import { type ProposalContext, proposalManifest, seedLateProposals, seedProposals } from './proposals.ts'
import { type NamedTokenList, namedTokenList } from './tokenLists.ts'

const DAY = 86_400

/** The token-list fixtures in deployment order. The hostile strings are exact: the app must show them inert. */
export const fixtureTokenDefs: readonly {
  symbol: string
  name: string
  decimals: number
  supply: string
  grant: string
  role: TokenRole
}[] = [
  { symbol: 'XAUt', name: 'Gold Tether', decimals: 6, supply: '1000000', grant: '100', role: 'unsupported' },
  { symbol: 'CMT', name: 'Community Token', decimals: 18, supply: '1000000000', grant: '10000', role: 'extra' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, supply: '1000000000', grant: '50000', role: 'impostor' },
  {
    symbol: 'EV\u200BIL<script>window.__pwned=1</script>',
    name: '<img src=x onerror="window.__pwned=1">Evil Token\u202Etxt.exe',
    decimals: 18,
    supply: '1000000000',
    grant: '1000',
    role: 'hostile',
  },
]
export interface DeployResult {
  manifest: Omit<Manifest, 'rpcUrl' | 'claimDataUrl' | 'tokenListUrls' | 'ipfsGateway'>
  tree: BalanceTree
  /** The token list `tokens.ucash.eth` points at: the server serves its bytes under `/ipfs/<cid>`. */
  namedList: NamedTokenList
}

export async function deployDevnet(rpcUrl: string): Promise<DeployResult> {
  const chain = defineChain({
    id: DEVNET_CHAIN_ID,
    name: 'UCASH Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createTestClient({ chain, mode: 'anvil', transport: http(rpcUrl), pollingInterval: 20 })
    .extend(publicActions)
    .extend(walletActions)

  const accounts = devAccounts()
  const [trader, provider, holder, formerProposer] = accounts
  const deployer = accounts[9]
  if (!trader || !provider || !holder || !formerProposer || !deployer) throw new Error('missing dev accounts')
  const D = deployer.address
  const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 30 * DAY)

  const confirm = async (hash: Hex, what: string): Promise<TransactionReceipt> => {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`devnet deploy: ${what} reverted (${hash})`)
    return receipt
  }
  const deploy = async (artifact: Artifact, args: readonly unknown[] = []): Promise<Address> => {
    const gas = withGasMargin(
      await client.estimateGas({
        account: D,
        data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }),
      }),
    )
    const hash = await client.deployContract({
      account: D,
      chain,
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args,
      gas,
    })
    const receipt = await confirm(hash, `deploy ${artifact.source}`)
    if (!receipt.contractAddress) throw new Error(`devnet deploy: ${artifact.source} has no address`)
    return getAddress(receipt.contractAddress)
  }
  const send = async (
    from: Address,
    address: Address,
    abi: Abi,
    functionName: string,
    args: readonly unknown[] = [],
    value?: bigint,
  ): Promise<TransactionReceipt> => {
    const gas = withGasMargin(
      await client.estimateContractGas({ account: from, address, abi, functionName, args, value }),
    )
    const hash = await client.writeContract({ account: from, chain, address, abi, functionName, args, value, gas })
    return confirm(hash, `${functionName} on ${address} from ${from}`)
  }
  const read = <T>(address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []): Promise<T> =>
    client.readContract({ address, abi, functionName, args }) as Promise<T>
  const latestTimestamp = async (): Promise<bigint> => (await client.getBlock()).timestamp
  const mine = async (blocks: number): Promise<void> => client.mine({ blocks })
  const increaseTime = async (seconds: number): Promise<void> => {
    await client.increaseTime({ seconds })
    await mine(1)
  }

  await client.setBalance({ address: D, value: parseEther('1000000') })
  const compiled = compileTestContracts()

  // Core protocol.
  const weth = await deploy(official.WETH9)
  const v2Factory = await deploy(official.UniswapV2Factory, [D])
  const v2Router = await deploy(official.UniswapV2Router02, [v2Factory, weth])
  const multicall = await deploy(official.Multicall3)
  const v1ExchangeTemplate = await deploy(official.UniswapV1Exchange)
  const v1Factory = await deploy(official.UniswapV1Factory)
  await send(D, v1Factory, official.UniswapV1Factory.abi, 'initializeFactory', [v1ExchangeTemplate])
  const migrator = await deploy(official.UniswapV2Migrator, [v1Factory, v2Router])

  // Test tokens.
  const erc20Abi = official.TestERC20.abi
  const tokenDefs = [
    {
      key: 'DAI',
      artifact: official.TestERC20,
      args: ['Dai Stablecoin', 'DAI', parseEther('1000000000')],
      name: 'Dai Stablecoin',
      decimals: 18,
    },
    {
      key: 'USDC',
      artifact: compiled.TestToken,
      args: ['USD Coin', 'USDC', 6, parseUnits('1000000000', 6)],
      name: 'USD Coin',
      decimals: 6,
    },
    {
      key: 'USDT',
      artifact: compiled.TestToken,
      args: ['Tether USD', 'USDT', 6, parseUnits('1000000000', 6)],
      name: 'Tether USD',
      decimals: 6,
    },
    {
      key: 'WBTC',
      artifact: compiled.TestToken,
      args: ['Wrapped BTC', 'WBTC', 8, parseUnits('21000000', 8)],
      name: 'Wrapped BTC',
      decimals: 8,
    },
    {
      key: 'DTT',
      artifact: official.DeflatingERC20,
      args: [parseEther('1000000000')],
      name: 'Deflating Test Token',
      decimals: 18,
      feeOnTransfer: true,
    },
    {
      key: 'MKR',
      artifact: compiled.Bytes32Token,
      args: [stringToHex('Maker', { size: 32 }), stringToHex('MKR', { size: 32 }), parseEther('1000000')],
      name: 'Maker',
      decimals: 18,
      bytes32Metadata: true,
    },
    {
      key: 'HOP',
      artifact: compiled.TestToken,
      args: ['Two Hop Token', 'HOP', 18, parseEther('1000000000')],
      name: 'Two Hop Token',
      decimals: 18,
    },
  ] as const
  const token: Record<(typeof tokenDefs)[number]['key'], Address> = {
    DAI: zeroAddress,
    USDC: zeroAddress,
    USDT: zeroAddress,
    WBTC: zeroAddress,
    DTT: zeroAddress,
    MKR: zeroAddress,
    HOP: zeroAddress,
  }
  for (const def of tokenDefs) token[def.key] = await deploy(def.artifact, def.args)
  const units = (key: keyof typeof token, amount: string): bigint =>
    parseUnits(amount, tokenDefs.find((d) => d.key === key)!.decimals)

  // Governance: the timelock's admin is the governor, deployed right after it (its address follows from the nonce).
  const uni = await deploy(official.Uni, [D, D, (await latestTimestamp()) + BigInt(365 * DAY)])
  const timelockNonce = await client.getTransactionCount({ address: D })
  const predictedGovernor = getContractAddress({ from: D, nonce: BigInt(timelockNonce + 1) })
  const timelock = await deploy(official.Timelock, [predictedGovernor, BigInt(2 * DAY)])
  const governor = await deploy(official.GovernorAlpha, [timelock, uni])
  if (governor !== predictedGovernor)
    throw new Error(
      `governor ${governor} differs from the timelock admin ${predictedGovernor} (nonce ${timelockNonce})`,
    )
  // Where the governor's events start: its block (the newest transaction so far) counted without the empty blocks that
  // interval mining may have slipped in, so the number is the same on every start (see `deploymentBlocks` in manifest.ts).
  const blocksSoFar = Array.from({ length: Number(await client.getBlockNumber({ cacheTime: 0 })) }, (_, i) =>
    BigInt(i + 1),
  )
  const txCounts = await Promise.all(blocksSoFar.map((blockNumber) => client.getBlockTransactionCount({ blockNumber })))
  const governorDeploymentBlock = txCounts.filter((count) => count > 0).length

  // V2 liquidity from the deployer. Prices: ETH 2000 USD, BTC 40000 USD, MKR 1 ETH, HOP 2 DAI.
  for (const key of Object.keys(token) as (keyof typeof token)[]) {
    await send(D, token[key], erc20Abi, 'approve', [v2Router, maxUint256])
  }
  const routerAbi = official.UniswapV2Router02.abi
  const addEth = (from: Address, key: keyof typeof token, amount: string, eth: string) =>
    send(
      from,
      v2Router,
      routerAbi,
      'addLiquidityETH',
      [token[key], units(key, amount), 0n, 0n, from, deadline()],
      parseEther(eth),
    )
  const addPair = (from: Address, a: keyof typeof token, amountA: string, b: keyof typeof token, amountB: string) =>
    send(from, v2Router, routerAbi, 'addLiquidity', [
      token[a],
      token[b],
      units(a, amountA),
      units(b, amountB),
      0n,
      0n,
      from,
      deadline(),
    ])
  await addEth(D, 'DAI', '2000000', '1000')
  await addEth(D, 'USDC', '2000000', '1000')
  await addEth(D, 'USDT', '1000000', '500')
  await addEth(D, 'WBTC', '25', '500')
  await addEth(D, 'DTT', '100000', '100')
  await addEth(D, 'MKR', '100', '100')
  await addPair(D, 'DAI', '1000000', 'USDC', '1000000')
  await addPair(D, 'DAI', '100000', 'HOP', '50000')

  // Dev accounts 0-3 get tokens.
  const holders = [trader, provider, holder, formerProposer]
  const grants: [keyof typeof token, string][] = [
    ['DAI', '100000'],
    ['USDC', '100000'],
    ['USDT', '100000'],
    ['WBTC', '5'],
    ['DTT', '10000'],
    ['MKR', '50'],
    ['HOP', '10000'],
  ]
  for (const account of holders) {
    for (const [key, amount] of grants)
      await send(D, token[key], erc20Abi, 'transfer', [account.address, units(key, amount)])
  }
  const wethAbi = official.WETH9.abi
  for (const from of [D, trader.address, provider.address])
    await send(from, weth, wethAbi, 'deposit', [], parseEther('50'))

  // Their V2 positions.
  for (const account of [trader, provider, holder]) {
    for (const key of Object.keys(token) as (keyof typeof token)[]) {
      await send(account.address, token[key], erc20Abi, 'approve', [v2Router, maxUint256])
    }
  }
  await addEth(trader.address, 'DAI', '20000', '10')
  await addEth(trader.address, 'USDC', '10000', '5')
  await addPair(trader.address, 'DAI', '5000', 'USDC', '5000')
  await addEth(provider.address, 'USDT', '20000', '10')
  await addEth(provider.address, 'WBTC', '0.5', '10')
  await addEth(holder.address, 'DAI', '2000', '1')

  const factoryAbi = official.UniswapV2Factory.abi
  const pairKeys: [Address, Address][] = [
    [weth, token.DAI],
    [weth, token.USDC],
    [weth, token.USDT],
    [weth, token.WBTC],
    [weth, token.DTT],
    [weth, token.MKR],
    [token.DAI, token.USDC],
    [token.DAI, token.HOP],
  ]
  const pairs: Manifest['pairs'] = []
  for (const [a, b] of pairKeys) {
    const address = await read<Address>(v2Factory, factoryAbi, 'getPair', [a, b])
    const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
    pairs.push({ address, token0, token1 })
  }
  const pairFor = (a: Address, b: Address): Address =>
    pairs.find((p) => (p.token0 === a && p.token1 === b) || (p.token0 === b && p.token1 === a))!.address

  // V1 exchanges (DAI, USDC and WETH, the last one for the migration refusal) with liquidity.
  const v1FactoryAbi = official.UniswapV1Factory.abi
  const v1ExchangeAbi = official.UniswapV1Exchange.abi
  const v1Exchanges: Manifest['v1Exchanges'] = []
  for (const t of [token.DAI, token.USDC, weth]) {
    await send(D, v1Factory, v1FactoryAbi, 'createExchange', [t])
    v1Exchanges.push({ token: t, exchange: await read<Address>(v1Factory, v1FactoryAbi, 'getExchange', [t]) })
  }
  const exchangeOf = (t: Address): Address => v1Exchanges.find((e) => e.token === t)!.exchange
  const addV1 = async (from: Address, t: Address, maxTokens: bigint, eth: string): Promise<void> => {
    await send(from, t, erc20Abi, 'approve', [exchangeOf(t), maxUint256])
    await send(from, exchangeOf(t), v1ExchangeAbi, 'addLiquidity', [1n, maxTokens, deadline()], parseEther(eth))
  }
  // USDC on V1 is priced 5% below V2 (1900 vs 2000) so the migration price warning can be seen.
  await addV1(D, token.DAI, units('DAI', '200000'), '100')
  await addV1(D, token.USDC, units('USDC', '95000'), '50')
  await addV1(D, weth, parseEther('10'), '10')
  await addV1(trader.address, token.DAI, units('DAI', '10001'), '5')
  await addV1(trader.address, token.USDC, units('USDC', '3801'), '2')
  await addV1(trader.address, weth, parseEther('1.001'), '1')
  await addV1(provider.address, token.DAI, units('DAI', '6001'), '3')

  // Reward pools: ETH paired with DAI, USDC, USDT and WBTC, 5M UNI each over the contract's 60-day duration.
  const uniAbi = official.Uni.abi
  const stakingFactoryAbi = official.StakingRewardsFactory.abi
  const stakingAbi = official.StakingRewards.abi
  const genesis = (await latestTimestamp()) + 30n
  const stakingRewardsFactory = await deploy(official.StakingRewardsFactory, [uni, genesis])
  const rewardPerPool = parseEther('5000000')
  const stakingRewards: Manifest['stakingRewards'] = []
  for (const key of ['DAI', 'USDC', 'USDT', 'WBTC'] as const) {
    const lp = pairFor(weth, token[key])
    await send(D, stakingRewardsFactory, stakingFactoryAbi, 'deploy', [lp, rewardPerPool])
    const [address] = await read<readonly [Address, bigint]>(
      stakingRewardsFactory,
      stakingFactoryAbi,
      'stakingRewardsInfoByStakingToken',
      [lp],
    )
    stakingRewards.push({ address, stakingToken: lp, tokens: [weth, token[key]] })
  }
  await send(D, uni, uniAbi, 'transfer', [stakingRewardsFactory, rewardPerPool * 4n])
  await increaseTime(60)
  await send(D, stakingRewardsFactory, stakingFactoryAbi, 'notifyRewardAmounts')
  const stake = async (from: Address, lp: Address, share: bigint): Promise<void> => {
    const pool = stakingRewards.find((s) => s.stakingToken === lp)!.address
    const balance = await read<bigint>(lp, erc20Abi, 'balanceOf', [from])
    await send(from, lp, erc20Abi, 'approve', [pool, maxUint256])
    await send(from, pool, stakingAbi, 'stake', [(balance * share) / 100n])
  }
  await stake(trader.address, pairFor(weth, token.DAI), 50n)
  await stake(provider.address, pairFor(weth, token.USDT), 100n)
  await stake(provider.address, pairFor(weth, token.WBTC), 50n)

  // Airdrop.
  const tree = buildBalanceTree(claimAmounts(accounts))
  const merkleDistributor = await deploy(official.MerkleDistributor, [uni, tree.root])
  await send(D, uni, uniAbi, 'transfer', [merkleDistributor, tree.total])

  // UNI holdings and delegations, then the proposals (see proposals.ts for the script of each one).
  await send(D, uni, uniAbi, 'transfer', [timelock, parseEther('100000000')])
  const holdings: [DevAccount, string, Address | null][] = [
    [trader, '20000000', trader.address],
    [provider, '15000000', provider.address],
    [holder, '5000000', null],
    [formerProposer, '12000000', formerProposer.address],
  ]
  for (const [account, amount, delegatee] of holdings) {
    await send(D, uni, uniAbi, 'transfer', [account.address, parseEther(amount)])
    if (delegatee) await send(account.address, uni, uniAbi, 'delegate', [delegatee])
  }
  await send(D, uni, uniAbi, 'delegate', [D])
  await mine(1)
  const governance: ProposalContext = {
    send,
    read,
    mine,
    increaseTime,
    getStorageAt: (address, slot) => client.getStorageAt({ address, slot }),
    setStorageAt: (address, index, value) => client.setStorageAt({ address, index, value }),
    blockNumber: () => client.getBlockNumber({ cacheTime: 0 }),
    latestTimestamp,
    impersonate: async (address) => {
      await client.impersonateAccount({ address })
      await client.setBalance({ address, value: parseEther('10') })
    },
    stopImpersonating: (address) => client.stopImpersonatingAccount({ address }),
    governor,
    governorAbi: official.GovernorAlpha.abi,
    uni,
    uniAbi,
    timelock,
    timelockAbi: official.Timelock.abi,
    stakingRewardsFactory,
    accounts: {
      deployer: D,
      trader: trader.address,
      provider: provider.address,
      formerProposer: formerProposer.address,
      grantee: accounts[5]!.address,
    },
  }
  const seededProposals = await seedProposals(governance)

  // Token-list fixtures, deployed last so that nothing above moves: an unsupported token, an extras-only token, an
  // impostor of USDC and a token with hostile metadata. No pairs; dev accounts 0-3 get some of each.
  const fixtureTokens: Manifest['tokens'] = []
  for (const def of fixtureTokenDefs) {
    const address = await deploy(compiled.TestToken, [
      def.name,
      def.symbol,
      def.decimals,
      parseUnits(def.supply, def.decimals),
    ])
    for (const account of holders)
      await send(D, address, erc20Abi, 'transfer', [account.address, parseUnits(def.grant, def.decimals)])
    fixtureTokens.push({ symbol: def.symbol, name: def.name, address, decimals: def.decimals, role: def.role })
  }

  const tokens: Manifest['tokens'] = tokenDefs.map((def) => ({
    symbol: def.key,
    name: def.name,
    address: token[def.key],
    decimals: def.decimals,
    ...('feeOnTransfer' in def ? { feeOnTransfer: true } : {}),
    ...('bytes32Metadata' in def ? { bytes32Metadata: true } : {}),
  }))
  tokens.unshift({ symbol: 'WETH', name: 'Wrapped Ether', address: weth, decimals: 18 })
  tokens.push({ symbol: 'UNI', name: 'Uniswap', address: uni, decimals: 18 })
  tokens.push(...fixtureTokens)

  // The name service, deployed last of all so that nothing above moves (see names.ts).
  const namedList = await namedTokenList(DEVNET_CHAIN_ID, tokens)
  const nameService = await deployNameService({
    deploy,
    send,
    deployer: D,
    accounts: accounts.map((a) => a.address),
    namedList,
  })

  // UNI/WETH with liquidity, so the reward token has a price in ETH (the reward pools' APR). Added after the name
  // service (only proposals 7-10 come later), so nothing above moves. Price: 400,000 UNI for 1,000 ETH (1 UNI =
  // 0.0025 ETH, 5 USD).
  await send(D, uni, uniAbi, 'approve', [v2Router, maxUint256])
  await send(
    D,
    v2Router,
    routerAbi,
    'addLiquidityETH',
    [uni, parseEther('400000'), 0n, 0n, D, deadline()],
    parseEther('1000'),
  )
  const uniPair = await read<Address>(v2Factory, factoryAbi, 'getPair', [weth, uni])
  const [uni0, uni1] = weth.toLowerCase() < uni.toLowerCase() ? [weth, uni] : [uni, weth]
  pairs.push({ address: uniPair, token0: uni0, token1: uni1 })

  // Proposals 7-10 (Succeeded, Expired, Pending, and an Active one with a hostile description), last of all: their
  // proposers are anvil accounts 10 and 11, funded by the deployer with transfers that deploy nothing, so no address or
  // dev account above changes (see proposals.ts).
  seededProposals.push(...(await seedLateProposals(governance)))
  const proposals = await proposalManifest(governance, seededProposals)

  return {
    tree,
    namedList,
    manifest: {
      chainId: DEVNET_CHAIN_ID,
      accounts: accounts.map(({ address, label, privateKey }) => ({ address, label, privateKey })),
      deployer: D,
      contracts: {
        weth,
        v2Factory,
        v2Router,
        multicall,
        v1Factory,
        v1ExchangeTemplate,
        migrator,
        uni,
        timelock,
        governor,
        merkleDistributor,
        stakingRewardsFactory,
        ...nameService.contracts,
      },
      deploymentBlocks: { governor: governorDeploymentBlock },
      pairInitCodeHash: keccak256(official.UniswapV2Pair.bytecode),
      tokens,
      pairs,
      stakingRewards,
      v1Exchanges,
      merkleRoot: tree.root,
      claims: tree.claims,
      proposals,
      names: nameService.names,
      reverseNames: nameService.reverseNames,
      namedTokenList: nameService.namedTokenList,
    },
  }
}
