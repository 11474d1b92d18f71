import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { enableExpertMode } from './fixtures/expertMode'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const chain = chainTools(manifest)
const account = (index: number): Address => manifest.accounts[index]!.address
const header = (page: Page) => page.getByRole('banner')

async function connect(page: Page, index: number, path = '/'): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: account(index), chainId: manifest.chainId })
  if (path !== '/') await page.goto(path)
}

test("the header shows an account's name from the devnet's name service", async ({ page }) => {
  expect(manifest.reverseNames[account(2)]).toBe('holder.eth')
  await connect(page, 2)
  // The name is read after the first block, in four round trips (reverse node, resolver, name, forward check): on a
  // loaded machine the first load of a file can take longer than the default 5 s.
  await expect(header(page).getByRole('button', { name: 'holder.eth' })).toBeVisible({ timeout: 15_000 })
})

test('a reverse record that its name does not confirm is not shown: the address is', async ({ page }) => {
  // Account 6 claims trader.eth in reverse, but trader.eth resolves to account 0.
  expect(manifest.reverseNames[account(6)]).toBe('trader.eth')
  await connect(page, 6)
  await expect(header(page).getByRole('button', { name: '0x976E...0aa9' })).toBeVisible()
  await page.waitForTimeout(2_000)
  await expect(header(page).getByRole('button', { name: 'trader.eth' })).toHaveCount(0)
})

test('a swap to a recipient given by name (a subdomain) delivers to the address it resolves to', async ({ page }) => {
  const recipient = manifest.names['pay.trader.eth']!
  expect(recipient).toBe(account(5))
  await connect(page, 1, `/?outputCurrency=${chain.token('DAI')}`)
  await enableExpertMode(page)
  await page.getByRole('button', { name: '+ Add a send (optional)' }).click()
  await page.getByRole('textbox', { name: /^From amount/ }).fill('0.1')
  await page.getByPlaceholder('Wallet Address or ENS name').fill('Pay.Trader.eth')
  await expect(page.getByTestId('recipient-address')).toHaveText(recipient)
  const before = await chain.balanceOf('DAI', recipient)
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Exchange/ })
    .click()
  await expect.poll(() => chain.balanceOf('DAI', recipient)).toBeGreaterThan(before)
})

test('a name that resolves to nothing is an Invalid recipient', async ({ page }) => {
  await connect(page, 3, `/?outputCurrency=${chain.token('DAI')}`)
  await enableExpertMode(page)
  await page.getByRole('button', { name: '+ Add a send (optional)' }).click()
  await page.getByRole('textbox', { name: /^From amount/ }).fill('0.1')
  await page.getByPlaceholder('Wallet Address or ENS name').fill('nobody-here.eth')
  await expect(page.getByRole('button', { name: 'Invalid recipient' })).toBeDisabled()
  await page.getByPlaceholder('Wallet Address or ENS name').fill('fresh-wallet.eth')
  await expect(page.getByTestId('recipient-address')).toHaveText(account(4))
  await expect(page.getByRole('main').getByRole('button', { name: 'Exchange' })).toBeEnabled()
})

test('a token list is added by its .eth name through the content hash and the local gateway', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: /^To token/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Manage' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByPlaceholder('https:// or ipfs:// or ENS name').fill(manifest.namedTokenList.name)
  const preview = dialog.getByTestId('list-preview')
  await expect(preview).toContainText('UCASH Devnet Named List')
  await expect(preview).toContainText('4 tokens')
  await preview.getByRole('button', { name: 'Import' }).click()
  await dialog.getByLabel('I understand').check()
  await dialog.getByRole('button', { name: 'Import list' }).click()
  await expect(dialog.getByRole('switch', { name: 'UCASH Devnet Named List' })).toBeChecked()
  await expect(dialog.getByTestId('list-row').filter({ hasText: 'UCASH Devnet Named List' })).toContainText('4 tokens')
})
