import type { Locator, Page } from '@playwright/test'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const WIDTH = 375
const HEIGHT = 740

test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true })

/** Visible and wholly inside the phone's screen (no control cut off or pushed out of view). */
async function expectOnScreen(control: Locator): Promise<void> {
  await expect(control).toBeVisible()
  const box = await control.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH)
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(HEIGHT)
}

/** The title takes one line: its box is no taller than one line of its text. */
async function expectOneLine(title: Locator): Promise<void> {
  const { height, lineHeight } = await title.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(element).lineHeight),
  }))
  expect(height).toBeLessThan(lineHeight * 1.5)
}

const header = (page: Page) => page.getByRole('banner')

test('at 375 px, disconnected: the title keeps one line and every header control is on screen', async ({ page }) => {
  await page.goto('/')
  await expectOneLine(header(page).getByRole('heading', { level: 1, name: 'UCASH Exchange' }))
  await expectOnScreen(header(page).getByRole('button', { name: 'Connect Wallet' }))
  await expectOnScreen(header(page).getByRole('button', { name: 'Dark mode' }))
  await expectOnScreen(header(page).getByRole('button', { name: 'Menu' }))
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const tab of ['Swap', 'Pool', 'UCASH', 'Vote']) await expectOnScreen(nav.getByRole('link', { name: tab }))

  // The links that moved into the menu are there.
  await header(page).getByRole('button', { name: 'Menu' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Community chat' }),
  ).toHaveAttribute('href', /^https:/)
})

test('at 375 px, connected: network, balance and account are on screen, and the account opens its dialog', async ({
  page,
}) => {
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: manifest.accounts[0]!.address,
    chainId: manifest.chainId,
  })
  const account = header(page).getByRole('button', { name: 'trader.eth' })
  await expectOnScreen(account)
  await expectOnScreen(header(page).getByRole('button', { name: 'Select a network' }))
  await expectOnScreen(header(page).getByTestId('native-balance'))
  await expectOnScreen(header(page).getByRole('button', { name: 'Dark mode' }))
  await expectOnScreen(header(page).getByRole('button', { name: 'Menu' }))
  await expectOneLine(header(page).getByRole('heading', { level: 1, name: 'UCASH Exchange' }))
  await page.screenshot({ path: test.info().outputPath('header-375.png') })

  await account.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText('Connected with E2E Test Wallet')
})

test('at 375 px, the bottom bar never hides the end of the page', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 2, name: 'Swap' })).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const bar = await page.getByTestId('account-bar').boundingBox()
  const main = await page.getByRole('main').boundingBox()
  expect(bar).not.toBeNull()
  expect(main).not.toBeNull()
  expect(main!.y + main!.height).toBeLessThanOrEqual(bar!.y)
})
