import type { Page } from '@playwright/test'
import { formatEther } from 'viem'
import { e2eClient, e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet, installInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const account = manifest.accounts[0]!.address
/** An address as the account view shows it: 4 characters each side. */
const short = (address: string): string => `${address.slice(0, 6)}...${address.slice(-4)}`

test('connects the injected EIP-6963 wallet and shows the account and its ETH balance', async ({ page }) => {
  await installInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  // RainbowKit lists the wallet by the name it announced through EIP-6963.
  await page.getByRole('button', { name: /E2E Test Wallet/ }).click()

  await expect(page.getByRole('button', { name: 'trader.eth' })).toBeVisible()
  const balance = await e2eClient(manifest).getBalance({ address: account })
  const shown = page.getByTestId('native-balance')
  await expect(shown).toContainText('ETH')
  // 4 significant digits of the on-chain balance (e.g. 9,906 ETH).
  const expected = new Intl.NumberFormat('en-US', {
    maximumSignificantDigits: 4,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(formatEther(balance) as unknown as number)
  await expect(shown).toHaveText(`${expected} ETH`)
})

test('disconnected, the header offers Connect Wallet', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test.describe('the account view and the wallet options', () => {
  const accountDialog = (page: Page) => page.getByRole('dialog', { name: 'Account' })
  const optionsDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect to a wallet' })
  const wallets = (page: Page) => optionsDialog(page).getByRole('list', { name: 'Wallets' })

  test("'Change' shows the wallet options without disconnecting; Back returns to the account view", async ({
    page,
  }) => {
    await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
    await page.getByRole('button', { name: 'trader.eth' }).click()
    await expect(accountDialog(page)).toContainText('Connected with E2E Test Wallet')

    await accountDialog(page).getByRole('button', { name: 'Change' }).click()
    await expect(wallets(page).getByRole('button', { name: 'E2E Test Wallet' })).toBeVisible()
    await expect(wallets(page).getByRole('button', { name: 'Local dev account' })).toBeVisible()

    // Still connected meanwhile: Back finds the same wallet and account.
    await optionsDialog(page).getByRole('button', { name: 'Back' }).click()
    await expect(accountDialog(page)).toContainText('Connected with E2E Test Wallet')
    await expect(accountDialog(page).getByTestId('account-address')).toHaveText(short(account))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('banner').getByRole('button', { name: 'trader.eth' })).toBeVisible()
  })

  test('choosing another wallet connects it in place of the first, and the account view returns', async ({ page }) => {
    await connectInjectedWallet(page, {
      rpcUrl: manifest.rpcUrl,
      account: manifest.accounts[1]!.address,
      chainId: manifest.chainId,
    })
    await page.getByRole('button', { name: 'liquidity-provider.eth' }).click()
    await expect(accountDialog(page).getByTestId('account-address')).toHaveText(short(manifest.accounts[1]!.address))
    await accountDialog(page).getByRole('button', { name: 'Change' }).click()
    await wallets(page).getByRole('button', { name: 'Local dev account' }).click()

    await expect(accountDialog(page)).toContainText('Connected with Local dev account')
    await expect(accountDialog(page).getByTestId('account-address')).toHaveText(short(account))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('banner').getByRole('button', { name: 'trader.eth' })).toBeVisible()
    // The first wallet was disconnected (not left connected behind the new one).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-wallet-connected'))).toBe('0')
    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: 'trader.eth' })).toBeVisible()
  })

  test("a failed connection reads 'Error connecting.' with Try Again, and Back keeps the current wallet", async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Local dev account/ }).click()
    await page.getByRole('button', { name: 'trader.eth' }).click()
    await accountDialog(page).getByRole('button', { name: 'Change' }).click()
    // No extension is installed in this page, so the browser wallet cannot connect.
    await wallets(page).getByRole('button', { name: 'Browser Wallet' }).click()

    const failure = optionsDialog(page).getByRole('alert')
    await expect(failure).toContainText('Error connecting.')
    await failure.getByRole('button', { name: 'Try Again' }).click()
    await expect(optionsDialog(page).getByRole('alert')).toContainText('Error connecting.')

    await optionsDialog(page).getByRole('button', { name: 'Back' }).click()
    await expect(accountDialog(page)).toContainText('Connected with Local dev account')
  })
})

test.describe('the Local dev account after a reload', () => {
  const header = (page: Page) => page.getByRole('banner')

  test('stays connected after a reload and a typed URL, until the user disconnects', async ({ page }) => {
    await page.goto('/')
    await header(page).getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /Local dev account/ }).click()
    await expect(header(page).getByRole('button', { name: 'trader.eth' })).toBeVisible()

    await page.reload()
    await expect(header(page).getByRole('button', { name: 'trader.eth' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'Select a network' })).toHaveText('UCASH Devnet')
    await page.goto('/pool')
    await expect(page.getByRole('heading', { level: 2, name: 'Your liquidity' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'trader.eth' })).toBeVisible()

    await header(page).getByRole('button', { name: 'trader.eth' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect(header(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'Your liquidity' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
})
