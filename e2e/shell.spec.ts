import { commitOf, versionOf } from '../scripts/lib/buildInfo.ts'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet, installInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()

test('every route change sends one page-view event', async ({ page }) => {
  await page.addInitScript(() => {
    const events: unknown[] = []
    Object.assign(window, { __pageViews: events })
    window.addEventListener('ucash:analytics', (event) => {
      const detail = (event as CustomEvent<{ type: string; path?: string }>).detail
      if (detail.type === 'page_view') events.push(detail.path)
    })
  })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Pool' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Your liquidity' })).toBeVisible()
  await nav.getByRole('link', { name: 'Vote' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Participating Proposals' })).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pageViews: string[] }).__pageViews))
    .toEqual(['/', '/pool', '/vote'])
})

test('a blocked address gets the Blocked address page instead of the app', async ({ page }) => {
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
    chainId: manifest.chainId,
  })
  await expect(page.getByRole('heading', { name: 'Blocked address' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
})

test('a wallet switched to an unsupported network does not crash the app: it says so and offers the switch', async ({
  page,
}) => {
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: manifest.accounts[1]!.address,
    chainId: manifest.chainId,
  })
  await expect(page.getByRole('button', { name: 'liquidity-provider.eth' })).toBeVisible()

  // The user picks an unknown network in the wallet.
  await page.evaluate(() =>
    (window as unknown as { __e2eWallet: { setChain(id: number): void } }).__e2eWallet.setChain(999),
  )
  const wrong = page.getByRole('button', { name: 'Wrong Network' })
  await expect(wrong).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Swap' })).toBeVisible()

  // The switch offered brings the wallet back to the devnet.
  await wrong.click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /UCASH Devnet/ })
    .click()
  await expect(page.getByRole('button', { name: 'liquidity-provider.eth' })).toBeVisible()
})

test('the devnet build offers the Local dev account, which needs no extension', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /Local dev account/ }).click()
  await expect(page.getByRole('button', { name: 'trader.eth' })).toBeVisible()
  await expect(page.getByTestId('native-balance')).toContainText('ETH')
})

test('the header menu shows the version and the commit the build was made from', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu.getByText(`Version ${versionOf('.')} (commit ${commitOf('.')})`)).toBeVisible()
})

test('a wallet that does not know the devnet is asked to add it (4902) and then switched', async ({ page }) => {
  await installInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: manifest.accounts[1]!.address, chainId: 999 })
  const requests: string[] = []
  await page.exposeFunction('__recordWalletRequest', (method: string) => requests.push(method))
  await page.addInitScript(() => {
    const original = window.dispatchEvent.bind(window)
    window.dispatchEvent = (event: Event) => {
      const detail = (event as CustomEvent<{ provider?: { request(args: { method: string }): Promise<unknown> } }>)
        .detail
      const provider = event.type === 'eip6963:announceProvider' ? detail.provider : undefined
      if (provider && !('__wrapped' in provider)) {
        const request = provider.request.bind(provider)
        provider.request = (args) => {
          void (window as unknown as { __recordWalletRequest(m: string): Promise<void> }).__recordWalletRequest(
            args.method,
          )
          return request(args)
        }
        Object.assign(provider, { __wrapped: true })
      }
      return original(event)
    }
  })
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /E2E Test Wallet/ }).click()
  await expect(page.getByRole('button', { name: 'liquidity-provider.eth' })).toBeVisible()
  // The switch was refused with 4902, so the chain was added (and the wallet switched to it, as MetaMask does).
  const switchAt = requests.indexOf('wallet_switchEthereumChain')
  expect(switchAt).toBeGreaterThanOrEqual(0)
  expect(requests.indexOf('wallet_addEthereumChain')).toBeGreaterThan(switchAt)
  await expect(page.getByRole('button', { name: 'Wrong Network' })).toHaveCount(0)
})
