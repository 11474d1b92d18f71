import type { Page, Route } from '@playwright/test'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const dai = chainTools(manifest).token('DAI')
const from = (page: Page) => page.getByRole('textbox', { name: /^From amount/ })
const to = (page: Page) => page.getByRole('textbox', { name: /^To amount/ })

/** Holds the swap engine's chunk (preloaded by the entry beside the app, imported on the first render) until released. */
async function holdEngine(page: Page): Promise<{ held: () => number; release: () => Promise<void> }> {
  const held: Route[] = []
  let holding = true
  await page.route(/\/assets\/SwapEngine-[\w-]+\.js$/, (route) => (holding ? void held.push(route) : route.continue()))
  return {
    held: () => held.length,
    release: async () => {
      holding = false
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

test('the form works before the swap engine has loaded, and what was typed meanwhile is quoted when it comes', async ({
  page,
}) => {
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: manifest.accounts[3]!.address,
    chainId: manifest.chainId,
  })
  const engine = await holdEngine(page)
  await page.goto(`/?inputCurrency=ETH&outputCurrency=${dai}`)
  await expect.poll(engine.held).toBeGreaterThan(0)
  // Both sides, the switch and typing work; the main button waits for the engine, and no quote is made up.
  await expect(page.getByRole('button', { name: /^To token/ })).toHaveAccessibleName('To token: DAI. Change')
  await from(page).fill('1.5')
  await expect(from(page)).toHaveValue('1.5')
  await expect(page.getByRole('main').getByRole('button', { name: 'Loading...' })).toBeDisabled()
  await expect(to(page)).toHaveValue('')
  await engine.release()
  // The quote for what was typed, with the field still holding it (the inputs were not remounted).
  await expect(to(page)).not.toHaveValue('')
  await expect(from(page)).toHaveValue('1.5')
  await expect(page.getByRole('main').getByRole('button', { name: /^Exchange/ })).toBeEnabled()
})

test('without a wallet, Connect Wallet works while the engine loads', async ({ page }) => {
  const engine = await holdEngine(page)
  await page.goto('/')
  await expect.poll(engine.held).toBeGreaterThan(0)
  await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await engine.release()
})

test("a swap link with an amount asks for its first block's reads in the router's loader, before its screen renders", async ({
  page,
}) => {
  // When the swap screen first appears, by the page's own clock (the same one Resource Timing uses).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('main')) return
      Object.assign(window, { __mainAt: performance.now() })
      seen.disconnect()
    })
    seen.observe(document, { childList: true, subtree: true })
  })
  await page.goto(`/?inputCurrency=ETH&outputCurrency=${dai}&exactAmount=1`)
  await expect(to(page)).not.toHaveValue('')
  await expect(from(page)).toHaveValue('1')
  const { mainAt, rpcStarts } = await page.evaluate((rpcUrl) => {
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(rpcUrl))
      .map((entry) => entry.startTime)
    return { mainAt: (window as unknown as { __mainAt?: number }).__mainAt, rpcStarts: starts }
  }, manifest.rpcUrl)
  // The head, then the block's one multicall (reserves, clock): both asked before the screen rendered.
  expect(mainAt).toBeDefined()
  expect(rpcStarts.length).toBeGreaterThanOrEqual(2)
  expect(rpcStarts[1]!).toBeLessThan(mainAt!)
})
