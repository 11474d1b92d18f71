import type { Address } from 'viem'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { installInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

// One dialog at a time (spec 4), on the swap screen: the account modal opened while the swap confirmation is open
// replaces it, as if the confirmation had been closed, and the form is as it was. Nothing is sent (account 5 only
// receives elsewhere).

const manifest = e2eManifest()
const chain = chainTools(manifest)
const account: Address = manifest.accounts[5]!.address

test('the account modal opened over the swap confirmation replaces it; never two dialogs; the form is kept', async ({
  page,
}) => {
  await installInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
  await page.goto(`/?outputCurrency=${chain.token('DAI')}`)
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /E2E Test Wallet/ }).click()
  // Connected: the header's account button, and no dialog left open.
  await expect(header.getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const from = page.getByRole('textbox', { name: /^From amount/ })
  const to = page.getByRole('textbox', { name: /^To amount/ })
  await from.fill('0.1')
  const exchange = page.getByRole('main').getByRole('button', { name: /^Exchange/ })
  await expect(exchange).toBeEnabled()
  await exchange.click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Exchange' })
  await expect(confirm.getByRole('button', { name: 'Confirm Exchange' })).toBeEnabled()

  // From here on, count the dialogs in the page at every DOM change: never more than one.
  await page.evaluate(() => {
    const seen = { most: 0 }
    Object.assign(window, { __dialogsSeen: seen })
    const count = () => (seen.most = Math.max(seen.most, document.querySelectorAll('[role="dialog"]').length))
    count()
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true })
  })
  // The header's account button, the app's own handler. The confirmation's overlay takes every pointer and key, so
  // no user gesture reaches it while a dialog is open: the click is dispatched to the element itself.
  await page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: /^0x|\.eth$/, includeHidden: true })
    .dispatchEvent('click')

  const accountDialog = page.getByRole('dialog', { name: 'Account' })
  await expect(accountDialog).toBeVisible()
  // Counted with hidden ones too: a dialog under another is aria-hidden, not gone.
  await expect(page.getByRole('dialog', { name: 'Confirm Exchange', includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(1)
  expect(await page.evaluate(() => (window as unknown as { __dialogsSeen: { most: number } }).__dialogsSeen.most)).toBe(
    1,
  )

  // Closed, the account modal leaves the swap form as it was.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(0)
  await expect(from).toHaveValue('0.1')
  await expect(to).not.toHaveValue('')
  await expect(page.getByRole('main').getByRole('button', { name: /DAI/ })).toBeVisible()
  await expect(exchange).toBeEnabled()
})
