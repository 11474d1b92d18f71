import { availableParallelism, loadavg } from 'node:os'
import { type Browser, test } from '@playwright/test'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { e2eManifest } from '../e2e/fixtures/devnet'
import { ownDevnet } from '../e2e/fixtures/ownDevnet'
import { type PageScenario, type ReadySpec, measurePage, rememberedConnection } from './lib/pageScenario'
import { POSITION_PAIRS, seedPositions, seedProposals } from './lib/pageScenarioSeed'
import { recordRow } from './lib/rows'
import { median } from './lib/stats'

/**
 * Issue 16's row "/pool with 20 positions, /uni with 4 pools, /vote with 50 proposals: interactive within 1 s after
 * the first block; one eth_call per block each", on this file's own devnet (the shared one is never changed), its RPC
 * routed by Playwright, which adds the same small delay to every round trip.
 */
const devnet = ownDevnet()
const shared = e2eManifest()
const sharedRpcUrls = [shared.rpcUrl, shared.rpcUrl.replace('//127.0.0.1', '//localhost')]
const lpAccount = privateKeyToAddress(generatePrivateKey())
const RUNS = 5
const BLOCKS = 5

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await seedPositions(devnet.manifest, lpAccount)
  await seedProposals(devnet.manifest, 50)
})

const interactiveWhat = (page: string, rows: string) =>
  `${page}: interactive after the first block (cold load, new browser context, wallet connected: ms from the page's first eth_blockNumber answer to ${rows} rendered complete; both times read in the page from navigation start; RPC routed by Playwright to the bench's own devnet)`
const callsWhat = (page: string) =>
  `${page}: eth_call per block after the page settled (each block's eth_calls, batch elements counted, sent between the app learning of that block and of the next, 0 for a block the app skipped; ${BLOCKS} blocks a run)`

async function bench(browser: Browser, page: string, account: Address, ready: ReadySpec, rows: string) {
  const scenario: PageScenario = {
    baseURL: process.env.E2E_BASE_URL ?? '',
    path: `/${page}`,
    account,
    chainId: devnet.manifest.chainId,
    appRpcUrls: sharedRpcUrls,
    rpcUrls: [...sharedRpcUrls, devnet.rpcUrl],
    walletRpcUrl: devnet.rpcUrl,
    routeApp: devnet.routeApp,
    ready,
    runs: RUNS,
    blocks: BLOCKS,
  }
  const connection = await rememberedConnection(browser, scenario)
  const load = loadavg()[0]!.toFixed(1)
  const result = await measurePage(browser, scenario, connection)
  console.log(
    `/${page}: interactive after first block ${result.interactiveMs.join(', ')} ms (first block at ${result.firstBlockMs.join(', ')} ms); eth_calls per block ${result.callsPerBlock.join(', ')}`,
  )
  recordRow({
    id: `${page}-interactive`,
    what: interactiveWhat(`/${page}`, rows),
    unit: 'ms',
    target: { max: 1000 },
    samples: result.interactiveMs,
    note: `${RUNS} cold loads; the first block number answer came ${median(result.firstBlockMs)} ms (median) after navigation start; machine load average ${load} on ${availableParallelism()} cores`,
  })
  // "One eth_call per block": every counted block, not only the median one.
  recordRow({
    id: `${page}-calls-per-block`,
    what: callsWhat(`/${page}`),
    unit: 'count',
    target: { max: 1 },
    stat: 'max',
    samples: result.callsPerBlock,
  })
}

test('/pool with 20 positions', async ({ browser }) => {
  test.setTimeout(180_000)
  const ready = {
    row: '[data-testid="position-card"]',
    count: POSITION_PAIRS.length,
    cells: ['[data-testid="pool-share"]', '[data-testid="pooled-a"]', '[data-testid="pooled-b"]'],
    pending: ['-'],
  }
  await bench(browser, 'pool', lpAccount, ready, 'the 20th position card with its pooled amounts and share')
})

test('/uni with 4 pools', async ({ browser }) => {
  test.setTimeout(180_000)
  const ready = {
    row: '[data-testid="reward-pool-card"]',
    count: devnet.manifest.stakingRewards.length,
    cells: ['[data-testid="rewards-countdown"]'],
    pending: [],
  }
  await bench(browser, 'uni', devnet.manifest.accounts[0]!.address, ready, 'the 4th reward pool card with its figures')
})

test('/vote with 50 proposals', async ({ browser }) => {
  test.setTimeout(180_000)
  const ready = { row: '[data-testid="proposal-row"]', count: 50, cells: ['span[dir="auto"]'], pending: ['Loading'] }
  await bench(browser, 'vote', devnet.manifest.accounts[0]!.address, ready, 'the 50th proposal row with its title')
})
