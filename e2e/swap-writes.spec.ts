import type { Page } from '@playwright/test'
import { type Address, parseEther, parseUnits } from 'viem'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

// The swap's one write path: one click one transaction, a rejection keeps the form, a URL recipient is shown first,
// 'Approved' resets with the input. Account 4 sends and approves only here; account 5 only receives.

const manifest = e2eManifest()
const chain = chainTools(manifest)
const account = (index: number): Address => manifest.accounts[index]!.address
const SENDER = 4

interface E2EWallet {
  sent: number
  rejectNext(count?: number): void
}
const sentByWallet = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eWallet: E2EWallet }).__e2eWallet.sent)

const from = (page: Page) => page.getByRole('textbox', { name: /^From amount/ })
const exchange = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Exchange/ })
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Exchange' })
const confirmButton = (page: Page) => confirmDialog(page).getByRole('button', { name: 'Confirm Exchange' })
const approved = (page: Page) => page.getByRole('button', { name: 'Approved' })

async function openSwap(page: Page, query: string): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: account(SENDER), chainId: manifest.chainId })
  await page.goto(`/?${query}`)
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
}

/** ETH -> DAI for `amount`, up to the open confirm dialog; returns the nonce and the wallet's send count before. */
async function openConfirm(page: Page, amount: string): Promise<{ nonce: number; sent: number }> {
  await openSwap(page, `outputCurrency=${chain.token('DAI')}`)
  await from(page).fill(amount)
  await expect(exchange(page)).toBeEnabled()
  const before = { nonce: await chain.nonce(account(SENDER)), sent: await sentByWallet(page) }
  await exchange(page).click()
  await expect(confirmButton(page)).toBeEnabled()
  return before
}

/** The swap went out once: one transaction asked of the wallet, and the account's nonce one higher, mined. */
async function expectOneTransaction(page: Page, before: { nonce: number; sent: number }): Promise<void> {
  await expect(confirmDialog(page).getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.nonce(account(SENDER))).toBe(before.nonce + 1)
  expect(await sentByWallet(page)).toBe(before.sent + 1)
  // Nothing else is on its way either: the node's pending nonce agrees.
  expect(await chain.client.getTransactionCount({ address: account(SENDER), blockTag: 'pending' })).toBe(
    before.nonce + 1,
  )
}

test("a double click on 'Confirm Exchange' sends exactly one transaction", async ({ page }) => {
  const before = await openConfirm(page, '0.1')
  await confirmButton(page).dblclick()
  await expectOneTransaction(page, before)
  await confirmDialog(page).getByRole('button', { name: 'Close' }).first().click()
  await expect(from(page)).toHaveValue('')
})

test('Enter pressed twice on the focused confirm button sends exactly one transaction', async ({ page }) => {
  const before = await openConfirm(page, '0.1')
  await confirmButton(page).focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expectOneTransaction(page, before)
})

test("a rejection in the wallet says 'Transaction rejected.', sends nothing, and Dismiss keeps the amount", async ({
  page,
}) => {
  const before = await openConfirm(page, '1')
  await page.evaluate(() => (window as unknown as { __e2eWallet: E2EWallet }).__e2eWallet.rejectNext())
  await confirmButton(page).click()
  await expect(confirmDialog(page).getByTestId('transaction-error')).toHaveText('Transaction rejected.')
  expect(await sentByWallet(page)).toBe(before.sent + 1)
  await confirmDialog(page).getByRole('button', { name: 'Dismiss' }).click()
  await expect(confirmDialog(page)).toHaveCount(0)
  expect(await chain.nonce(account(SENDER))).toBe(before.nonce)
  await expect(from(page)).toHaveValue('1')
})

test('a recipient from the URL is shown with a warning outside expert mode, and receives the output on chain', async ({
  page,
}) => {
  const [me, recipient] = [account(SENDER), account(5)]
  await openSwap(page, `outputCurrency=${chain.token('DAI')}&recipient=${recipient}`)
  // Expert mode is off: nothing offers to add a send, but the one the link set is in plain sight, with '- Remove send'.
  await expect(page.getByRole('button', { name: '+ Add a send (optional)' })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Recipient' })).toHaveValue(recipient)
  await expect(page.getByRole('note').filter({ hasText: `Output will be sent to ${recipient}` })).toBeVisible()
  await expect(page.getByRole('button', { name: '- Remove send' })).toBeVisible()
  await from(page).fill('0.5')
  const [recipientBefore, mineBefore] = [await chain.balanceOf('DAI', recipient), await chain.balanceOf('DAI', me)]
  await exchange(page).click()
  await expect(confirmDialog(page).getByText('Output will be sent to')).toBeVisible()
  await expect(confirmDialog(page).getByText(recipient)).toBeVisible()
  await confirmButton(page).click()
  await expect(confirmDialog(page).getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceOf('DAI', recipient)).toBeGreaterThan(recipientBefore)
  expect(await chain.balanceOf('DAI', me)).toBe(mineBefore)
})

test("'- Remove send' clears a recipient from the URL: the field goes and the output comes to the account", async ({
  page,
}) => {
  await openSwap(page, `outputCurrency=${chain.token('DAI')}&recipient=${account(5)}`)
  await page.getByRole('button', { name: '- Remove send' }).click()
  await expect(page.getByRole('textbox', { name: 'Recipient' })).toHaveCount(0)
  await expect(page.getByRole('note').filter({ hasText: 'Output will be sent to' })).toHaveCount(0)
  await from(page).fill('0.1')
  const [mine, theirs] = [await chain.balanceOf('DAI', account(SENDER)), await chain.balanceOf('DAI', account(5))]
  await exchange(page).click()
  await expect(confirmDialog(page).getByText('Output will be sent to')).toHaveCount(0)
  await confirmButton(page).click()
  await expect(confirmDialog(page).getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceOf('DAI', account(SENDER))).toBeGreaterThan(mine)
  expect(await chain.balanceOf('DAI', account(5))).toBe(theirs)
})

/** Chooses a currency for a side through the token picker, by symbol. */
async function pick(page: Page, side: 'From' | 'To', symbol: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${side} token: `) }).click()
  const picker = page.getByRole('dialog')
  // Tokens by address (the only match, whatever lists are on); the native coin by its symbol.
  await picker
    .getByRole('combobox', { name: 'Search name or paste address' })
    .fill(symbol === 'ETH' ? 'ETH' : chain.token(symbol))
  await picker
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click()
  await expect(page.getByRole('button', { name: `${side} token: ${symbol}. Change` })).toBeVisible()
}

/** Approves the input token from the swap screen and waits for 'Approved'. */
async function approve(page: Page, symbol: string): Promise<void> {
  await page.getByRole('button', { name: `Approve ${symbol}` }).click()
  await expect(approved(page)).toBeVisible({ timeout: 15_000 })
  expect(await chain.allowance(symbol, account(SENDER), manifest.contracts.v2Router)).toBe(2n ** 256n - 1n)
}

test("'Approved' resets when a new input currency is selected, and when the sides are switched (and back)", async ({
  page,
}) => {
  const me = account(SENDER)
  await chain.fund('DAI', me, parseEther('100'))
  await chain.fund('USDT', me, parseUnits('100', 6))

  // A new input currency: picking ETH and then DAI again does not bring 'Approved' back.
  await openSwap(page, `inputCurrency=${chain.token('DAI')}&outputCurrency=${chain.token('USDC')}`)
  await from(page).fill('10')
  await approve(page, 'DAI')
  await pick(page, 'From', 'ETH')
  await expect(approved(page)).toHaveCount(0)
  await pick(page, 'From', 'DAI')
  await expect(from(page)).toHaveValue('10')
  await expect(exchange(page)).toBeEnabled()
  await expect(approved(page)).toHaveCount(0)

  // Switching the sides, and switching them back to the approved input, resets it too.
  await pick(page, 'From', 'USDT')
  await expect(from(page)).toHaveValue('10')
  await approve(page, 'USDT')
  const switchSides = page.getByRole('button', { name: 'Switch input and output' })
  await switchSides.click()
  await expect(page.getByRole('button', { name: 'From token: USDC. Change' })).toBeVisible()
  await expect(approved(page)).toHaveCount(0)
  await switchSides.click()
  await expect(page.getByRole('button', { name: 'From token: USDT. Change' })).toBeVisible()
  await expect(exchange(page)).toBeEnabled()
  await expect(approved(page)).toHaveCount(0)
})
