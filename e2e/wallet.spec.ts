import { expect, test } from '@playwright/test'
import { formatEther } from 'viem'
import { e2eClient, e2eManifest } from './fixtures/devnet'
import { installInjectedWallet } from './fixtures/injectedWallet'

const manifest = e2eManifest()
const account = manifest.accounts[0]!.address

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
  const expected = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4, roundingMode: 'trunc' } as Intl.NumberFormatOptions).format(
    formatEther(balance) as unknown as number,
  )
  await expect(shown).toHaveText(`${expected} ETH`)
})

test('disconnected, the header offers Connect Wallet', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
