import type { Page } from '@playwright/test'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
// The deployer: it holds UCASH, so the header shows its balance where the token exists.
const deployer = manifest.accounts[9]!.address

const header = (page: Page) => page.getByRole('banner')
const nav = (page: Page) => header(page).getByRole('navigation')

/** An in-app navigation (no reload: the wallet stays where the test put it), as a link or the back button would. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
}

test('the network selector lists the featured networks, then the test networks apart; a network without a deployment says so on every screen and offers the switch back', async ({
  page,
}) => {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: deployer, chainId: manifest.chainId })
  const devnetButton = header(page).getByRole('button', { name: 'Select a network: UCASH Devnet' })
  await expect(devnetButton).toBeVisible()
  await expect(header(page).getByTestId('ucash-balance')).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'UCASH' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Vote' })).toBeVisible()

  // The app's own selector: mainnet, BNB chain, Polygon, RSK, then the test networks under their heading (Sepolia in
  // place of the four retired ones, a deviation from spec 9).
  await devnetButton.click()
  const selector = page.getByRole('dialog', { name: 'Select a network' })
  await expect(selector.getByRole('heading', { name: 'Test networks' })).toBeVisible()
  const names = await selector.getByRole('listitem').allInnerTexts()
  expect(names.map((name) => name.split('\n')[0]!.trim())).toEqual([
    'Ethereum',
    'BNB Chain',
    'Polygon',
    'RSK',
    'Sepolia',
    'UCASH Devnet',
  ])
  await expect(selector.getByRole('button', { name: /UCASH Devnet/ })).toHaveAttribute('aria-current', 'true')

  // RSK has no Uniswap V2 deployment (the wallet does not know it yet: it is asked to add it, then switches).
  await selector.getByRole('button', { name: 'RSK', exact: true }).click()
  await expect(selector).toBeHidden()
  await expect(header(page).getByRole('button', { name: 'Select a network: RSK' })).toBeVisible()

  const switchBack = page.getByRole('button', { name: 'Switch to UCASH Devnet' })
  await expect(
    page.getByRole('heading', { level: 2, name: 'The exchange is not available on this network (RSK).' }),
  ).toBeVisible()
  await expect(switchBack).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^From amount/ })).toHaveCount(0)
  // The header: no claim button or UCASH balance, no UCASH and Vote tabs.
  await expect(header(page).getByTestId('ucash-balance')).toHaveCount(0)
  await expect(header(page).getByRole('button', { name: 'Claim UCASH' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'UCASH' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Vote' })).toHaveCount(0)

  await nav(page).getByRole('link', { name: 'Pool' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'The exchange is not available on this network (RSK).' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Your liquidity' })).toHaveCount(0)
  await navigate(page, '/uni')
  await expect(
    page.getByRole('heading', { level: 2, name: 'UCASH rewards are not available on this network (RSK).' }),
  ).toBeVisible()
  await navigate(page, '/vote')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Voting is not available on this network (RSK).' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Participating Proposals' })).toHaveCount(0)

  // The switch moves the wallet back to the devnet, and the screens come back.
  await switchBack.click()
  await expect(page.getByRole('heading', { level: 2, name: 'Participating Proposals' })).toBeVisible()
  await expect(devnetButton).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Vote' })).toBeVisible()
  await expect(header(page).getByTestId('ucash-balance')).toBeVisible()
  await nav(page).getByRole('link', { name: 'Swap' }).click()
  await expect(page.getByRole('textbox', { name: /^From amount/ })).toBeVisible()
})

test('a wallet on a retired test network (Görli) hears that it was retired, not that it is wrong, and is offered a network in use', async ({
  page,
}) => {
  // The wallet only reports chain 5: the app reads nothing there, so no node for it is needed.
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: deployer, chainId: 5 })
  await expect(header(page).getByRole('button', { name: 'Retired Network' })).toBeVisible()
  await expect(header(page).getByRole('button', { name: 'Wrong Network' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'This network was retired (Görli).' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^From amount/ })).toHaveCount(0)

  // The selector says so too, and offers no retired network.
  await header(page).getByRole('button', { name: 'Retired Network' }).click()
  const selector = page.getByRole('dialog', { name: 'Select a network' })
  await expect(selector.getByText('Your wallet is on Görli, which was retired. Pick a network in use.')).toBeVisible()
  await expect(selector.getByRole('button', { name: /Görli|Ropsten|Rinkeby|Kovan/ })).toHaveCount(0)
  await selector.getByRole('button', { name: 'Close' }).click()

  // The wallet does not know the devnet: it is asked to add it, then switches, and the swap comes back.
  await page.getByRole('button', { name: 'Switch to UCASH Devnet' }).click()
  await expect(header(page).getByRole('button', { name: 'Select a network: UCASH Devnet' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^From amount/ })).toBeVisible()
  await expect(page.getByTestId('retired-network')).toHaveCount(0)
})
