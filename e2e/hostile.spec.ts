/**
 * Hostile input in the browser (issue 17): payloads in a shared link, a token with hostile metadata, a claim service
 * answering garbage. Nothing runs or leaves the CSP's origins and the form stays usable; the per-entry checks are unit
 * tests (src/test/hostileCorpus/surfaces.ts).
 */
import type { Page } from '@playwright/test'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const PWNED = 'window.__pwned=1'

/** The nastiest values of the URL corpus, one per parameter. */
const query = new URLSearchParams({
  inputCurrency: `<script>${PWNED}</script>`,
  outputCurrency: `javascript:${PWNED}`,
  exactAmount: '1e400',
  recipient: `\u202E"><img src=x onerror=${PWNED}>.eth`,
  theme: `dark" onload="${PWNED}`,
  lng: `<svg onload=${PWNED}>`,
  use: 'A'.repeat(10_240),
}).toString()

/** The origins the page's policy lets it connect to ('self' and connect-src), and whether it lets images come from anywhere over https. */
async function policyOrigins(page: Page): Promise<{ origins: Set<string>; httpsImages: boolean }> {
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? ''
  const directive = (name: string) =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? []
  const origins = new Set([new URL(page.url()).origin])
  for (const source of directive('connect-src'))
    if (/^(https?|wss?):\/\/[^*]+$/.test(source)) origins.add(new URL(source).origin)
  return { origins, httpsImages: directive('img-src').includes('https:') }
}

test('payloads in the URL and garbage from the claim service: nothing runs or leaves the policy, and the app stays usable', async ({
  page,
}) => {
  const dialogs: string[] = []
  const requests: { url: string; type: string }[] = []
  const consoleErrors: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('request', (request) => void requests.push({ url: request.url(), type: request.resourceType() }))
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())))
  // The claim service answers every address with markup instead of a claim.
  await page.route(`${manifest.claimDataUrl}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      headers: { 'access-control-allow-origin': '*' },
      body: `<html><script>${PWNED}</script></html>`,
    }),
  )
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: manifest.accounts[8]!.address,
    chainId: manifest.chainId,
  })

  // The link: every value falls back (no currency but ETH, no amount, no recipient, the default theme and language).
  await page.goto(`/?${query}`)
  const from = page.getByRole('textbox', { name: /^From amount/ })
  await expect(from).toHaveValue('')
  await expect(page.getByRole('button', { name: /^To token/ })).toContainText('Select a token')
  await expect(page.getByRole('textbox', { name: 'Recipient' })).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Usable: an amount can be typed, and the form offers its next step.
  await from.fill('0.5')
  await expect(from).toHaveValue('0.5')
  await expect(page.getByRole('main').getByRole('button', { name: 'Select a token', exact: true })).toBeDisabled()

  // The token with hostile on-chain metadata, arriving through a link: the import warning first, its texts inert.
  const hostile = manifest.tokens.find((token) => token.role === 'hostile')!
  await page.goto(`/?outputCurrency=${hostile.address}`)
  const picker = page.getByRole('dialog')
  // Its metadata is read from the chain first (slower than a page under load's default 5 s, at times).
  await expect(picker.getByRole('heading', { name: 'Import token' })).toBeVisible({ timeout: 15_000 })
  await expect(picker.getByTestId('import-token-address')).toHaveText(hostile.address)
  await expect(picker).toContainText('EVIL...ript>')
  await expect(picker.locator('script, img[onerror]')).toHaveCount(0)
  await page.keyboard.press('Escape')

  // The claim dialog for an address that is in the airdrop (#0): the garbage reads as no claim, said in words.
  await page.goto('/claim')
  const dialog = page.getByRole('dialog', { name: 'Claim UCASH for an address' })
  await dialog.getByRole('textbox', { name: 'Recipient' }).fill(manifest.accounts[0]!.address)
  await expect(dialog.getByRole('alert')).toContainText('Address has no available claim')
  await expect(dialog.getByRole('button', { name: 'Claim UCASH' })).toBeDisabled()
  expect(consoleErrors.some((text) => text.includes('Failed to get claim data'))).toBe(true)

  expect(dialogs, 'dialogs opened by the page').toEqual([])
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  const { origins, httpsImages } = await policyOrigins(page)
  const outside = requests.filter(({ url, type }) => {
    const parsed = new URL(url)
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false
    if (type === 'image' && httpsImages && parsed.protocol === 'https:') return false
    return !origins.has(parsed.origin)
  })
  expect(outside, `requests outside ${[...origins].join(' ')}`).toEqual([])
})
