import type { Page } from '@playwright/test'
import { type Hash, createWalletClient, http, parseEther } from 'viem'
import { e2eClient, e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const account = manifest.accounts[0]!.address

async function connect(page: Page): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
  await expect(page.getByRole('button', { name: 'trader.eth' })).toBeVisible()
}

/** Records a transaction the way the app's transaction store persists it, then reloads the page. */
async function recordTransaction(page: Page, hash: Hash, summary: string): Promise<void> {
  await page.evaluate(
    ({ hash, summary, from, chainId }) => {
      const key = 'ucash.transactions'
      const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{"transactions":{}},"version":1}') as {
        state: { transactions: Record<string, Record<string, unknown>> }
      }
      stored.state.transactions[chainId] = {
        ...stored.state.transactions[chainId],
        [hash]: { hash, from, chainId, summary, addedTime: Date.now() },
      }
      localStorage.setItem(key, JSON.stringify(stored))
    },
    { hash, summary, from: account, chainId: manifest.chainId },
  )
  await page.reload()
}

test('a recorded transaction the node never saw is pending, survives a reload, then reads Dropped; Clear all removes it', async ({
  page,
}) => {
  await connect(page)
  await recordTransaction(page, `0x${'ab'.repeat(32)}`, 'Swap 1 ETH for DAI')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(1 Pending|trader\.eth)$/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  const row = dialog.getByRole('listitem').filter({ hasText: 'Swap 1 ETH for DAI' })
  await expect(row).toHaveAttribute('data-status', 'dropped', { timeout: 10_000 })
  await page.reload()
  await page.getByRole('button', { name: 'trader.eth' }).click()
  await expect(row).toHaveAttribute('data-status', 'dropped')
  await expect(dialog.getByText('Connected with E2E Test Wallet')).toBeVisible()
  await dialog.getByRole('button', { name: 'Clear all' }).click()
  await expect(dialog.getByText('Your transactions will appear here...')).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: 'trader.eth' }).click()
  await expect(dialog.getByText('Your transactions will appear here...')).toBeVisible()
})

test('a mined transaction is confirmed by its receipt and raises a success popup', async ({ page }) => {
  await connect(page)
  const wallet = createWalletClient({ account, transport: http(manifest.rpcUrl) })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: manifest.accounts[5]!.address,
    value: parseEther('0.01'),
  })
  await e2eClient(manifest).waitForTransactionReceipt({ hash })
  await recordTransaction(page, hash, 'Send 0.01 ETH')

  const popup = page.getByTestId('popup').filter({ hasText: 'Send 0.01 ETH' })
  await expect(popup).toContainText('Transaction confirmed')
  await page.getByRole('button', { name: 'trader.eth' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByRole('listitem').filter({ hasText: 'Send 0.01 ETH' }),
  ).toHaveAttribute('data-status', 'confirmed')
})

test('the account dialog copies the address and shows Copied for a moment', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await connect(page)
  await page.getByRole('button', { name: 'trader.eth' }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await dialog.getByRole('button', { name: 'Copy Address' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account)
  await expect(dialog.getByRole('button', { name: 'Copy Address' })).toBeVisible({ timeout: 2_000 })
})
