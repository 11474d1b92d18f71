import { createRequire } from 'node:module'
import { type Abi, type AbiEvent, type AbiFunction, toEventSelector, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { governorAbi } from './governorAbi'
import { merkleDistributorAbi } from './merkleDistributorAbi'
import { migratorAbi } from './migratorAbi'
import { stakingRewardsAbi } from './stakingRewardsAbi'
import { uniAbi } from './uniAbi'
import { v1ExchangeAbi, v1FactoryAbi } from './v1Abi'
import { v2PairAbi } from './v2PairAbi'
import { v2RouterAbi } from './v2RouterAbi'
import { wethAbi } from './wethAbi'

const require = createRequire(import.meta.url)
const artifact = (path: string): Abi => (require(path) as { abi: Abi }).abi
const functions = (abi: Abi) => abi.filter((item): item is AbiFunction => item.type === 'function')
const selectors = (abi: Abi) => new Set(functions(abi).map((f) => toFunctionSelector(f)))

/** Our hand-written ABIs against the official build artifacts the devnet deploys. */
const cases: [string, Abi, string][] = [
  ['router', v2RouterAbi, '@uniswap/v2-periphery/build/UniswapV2Router02.json'],
  ['pair', v2PairAbi, '@uniswap/v2-core/build/UniswapV2Pair.json'],
  ['V1 factory', v1FactoryAbi, '@uniswap/v2-periphery/build/UniswapV1Factory.json'],
  ['V1 exchange', v1ExchangeAbi, '@uniswap/v2-periphery/build/UniswapV1Exchange.json'],
  ['WETH', wethAbi, '@uniswap/v2-periphery/build/WETH9.json'],
  ['migrator', migratorAbi, '@uniswap/v2-periphery/build/UniswapV2Migrator.json'],
  ['merkle distributor', merkleDistributorAbi, '@uniswap/merkle-distributor/build/MerkleDistributor.json'],
  ['reward pool', stakingRewardsAbi, '@uniswap/liquidity-staker/build/StakingRewards.json'],
  ['governor', governorAbi, '@uniswap/governance/build/GovernorAlpha.json'],
  ['UNI', uniAbi, '@uniswap/governance/build/Uni.json'],
]

describe('ABIs match the official artifacts', () => {
  it.each(cases)('%s: every function exists with the same selector and payability', (_name, abi, path) => {
    const official = artifact(path)
    const known = selectors(official)
    for (const fn of functions(abi)) {
      expect(known.has(toFunctionSelector(fn)), `${fn.name}`).toBe(true)
      const match = functions(official).find((o) => toFunctionSelector(o) === toFunctionSelector(fn))!
      const payable = match.stateMutability === 'payable' || (match as { payable?: boolean }).payable === true
      expect(fn.stateMutability === 'payable', `${fn.name} payable`).toBe(payable)
    }
  })

  it.each(cases)('%s: every event exists with the same topic and the same indexed inputs', (_name, abi, path) => {
    const events = (list: Abi) => list.filter((item): item is AbiEvent => item.type === 'event')
    const official = new Map(events(artifact(path)).map((e) => [toEventSelector(e), e]))
    for (const event of events(abi)) {
      const match = official.get(toEventSelector(event))
      expect(match, event.name).toBeDefined()
      expect(
        event.inputs.map((i) => i.indexed ?? false),
        `${event.name} indexed`,
      ).toEqual(match!.inputs.map((i) => i.indexed ?? false))
    }
  })
})
