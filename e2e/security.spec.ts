import type { Page } from '@playwright/test'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

// The production (devnet) build under its own Content-Security-Policy: every route, the wallet modals, the token
// picker and the settings, with a connected wallet, and not one violation. A violation is what the policy blocked
// (an eval, an inline script, a request to an origin outside connect-src), so it is either an attack or a bug.

const manifest = e2eManifest()
const pair = manifest.pairs[0]!
const pool = manifest.stakingRewards[0]!
const v1 = manifest.v1Exchanges[0]!
const proposal = manifest.proposals[0]!

// Every route of src/routes, with parameters the devnet has, and where each lands.
const routes: [string, RegExp][] = [
  ['/', /Swap/],
  [`/exchange/${pair.token1}`, /Swap/],
  ['/send', /Swap/],
  ['/claim', /Claim/],
  ['/pool', /Your liquidity/],
  ['/liquidity', /Your liquidity/],
  ['/find', /Import Pool/],
  [`/add/ETH/${pair.token0}`, /Add Liquidity/],
  [`/add/${pair.token0}-${pair.token1}`, /Add Liquidity/],
  ['/create', /Create a pair/],
  [`/remove/${pair.token0}/${pair.token1}`, /Remove Liquidity/],
  [`/remove/${pair.token0}-${pair.token1}`, /Remove Liquidity/],
  [`/remove/v1/${v1.exchange}`, /Remove V1 Liquidity/],
  ['/migrate/v1', /Migrate V1 Liquidity/],
  [`/migrate/v1/${v1.exchange}`, /Migrate V1 Liquidity/],
  ['/uni', /Participating pools/],
  [`/uni/${pool.tokens[0]}/${pool.tokens[1]}`, /Liquidity Mining/],
  ['/vote', /Participating Proposals/],
  [`/vote/${proposal.id}`, new RegExp(proposal.title.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['/no/such/page', /Swap/],
]

const header = (page: Page) => page.getByRole('banner')

test('no Content-Security-Policy violation on any route, in the wallet modals, the token picker or the settings', async ({
  page,
  csp,
}) => {
  // Every route and dialog on one page, beside the other worker: a long test.
  test.setTimeout(120_000)
  const account = manifest.accounts[6]!.address
  // The connect modal (RainbowKit's wallet-UI chunk) opens on the way in.
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId, via: 'picker' })
  const accountButton = header(page).getByRole('button', { name: /^0x|\.eth$/ })
  await expect(accountButton).toBeVisible()

  // The account modal and the network selector.
  await accountButton.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await header(page).getByRole('button').filter({ hasText: 'UCASH Devnet' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The token picker: search, the lists and tokens of the manage view.
  await page.getByRole('button', { name: /^To token/ }).click()
  const picker = page.getByRole('dialog')
  await expect(picker.getByRole('heading', { name: 'Select a token' })).toBeVisible()
  await picker.getByRole('combobox', { name: 'Search name or paste address' }).fill('dai')
  await expect(picker.getByRole('option').first()).toContainText('DAI')
  await picker.getByRole('button', { name: 'Manage' }).click()
  await expect(picker.getByRole('heading', { name: 'Manage' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The settings.
  await page.getByRole('button', { name: 'Settings' }).click()
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Every route, loaded afresh (each its own document and chunks), still connected.
  for (const [path, heading] of routes) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
    // Still connected (a route that opens a dialog, /claim, hides the header from the accessibility tree until closed).
    await page.keyboard.press('Escape')
    await expect(accountButton).toBeVisible()
  }

  expect(csp.violations()).toEqual([])
  expect(csp.consoleReports()).toEqual([])
})
