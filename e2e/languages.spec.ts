/**
 * Issue 18 end to end: the swap flow in Japanese and Arabic with the catalogues' texts (from locales/*.po), `<html lang
 * dir>` and a confirmed swap; then swap, pool and vote in Arabic at 375 and 1280 px with a screenshot each and nothing
 * wider than the screen. No pixel baselines: fonts differ between machines.
 */
import { readFileSync } from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'
import { type Address, parseEther } from 'viem'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const chain = chainTools(manifest)
const me: Address = manifest.accounts[8]!.address

/** A catalogue's one-line entries: msgid -> msgstr. */
function catalogue(locale: 'ja' | 'ar'): (id: string, values?: Record<string, string>) => string {
  const text = readFileSync(new URL(`../locales/${locale}.po`, import.meta.url), 'utf8')
  const entries = new Map<string, string>()
  for (const [, id, str] of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm))
    entries.set(id!, str!)
  return (id, values = {}) => {
    const found = entries.get(id)
    if (!found) throw new Error(`${locale}.po has no translation of "${id}"`)
    return found.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
  }
}

/** The V2 formula: what `amountIn` buys from a pair with these reserves. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
async function wethDaiReserves(): Promise<[bigint, bigint]> {
  const [weth, dai] = [chain.token('WETH').toLowerCase(), chain.token('DAI').toLowerCase()]
  const pair = manifest.pairs.find(
    (p) => [p.token0.toLowerCase(), p.token1.toLowerCase()].sort().join() === [weth, dai].sort().join(),
  )!
  const [r0, r1] = await chain.reserves(pair.address)
  return pair.token0.toLowerCase() === weth ? [r0, r1] : [r1, r0]
}

const html = (page: Page) => page.locator('html')

/** 0.1 ETH -> DAI in the page's language: the translated buttons along the way, and the DAI the chain delivers. */
async function swapInLanguage(page: Page, locale: 'ja' | 'ar'): Promise<void> {
  const msg = catalogue(locale)
  await page.goto(`/?lng=${locale}&outputCurrency=${chain.token('DAI')}`)
  await expect(html(page)).toHaveAttribute('lang', locale)
  await expect(html(page)).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  await expect(page.getByRole('heading', { level: 2, name: msg('Swap') })).toBeVisible()
  const main = page.getByRole('main')
  // Connected, no amount yet: the main button asks for one.
  await expect(main.getByRole('button', { name: msg('Enter an amount') })).toBeVisible()
  const from = main.getByRole('region', { name: msg('From') }).getByRole('textbox')
  await from.fill('0.1')
  // Amounts are machine text in every language, read left to right.
  await expect(from).toHaveAttribute('dir', 'ltr')
  await expect(main.getByRole('region', { name: msg('To') }).getByRole('textbox')).not.toHaveValue('')
  const [reserveWeth, reserveDai] = await wethDaiReserves()
  const daiBefore = await chain.balanceOf('DAI', me)
  await main.getByRole('button', { name: msg('Exchange'), exact: true }).click()
  const dialog = page.getByRole('dialog', { name: msg('Confirm Exchange') })
  await dialog.getByRole('button', { name: msg('Confirm Exchange') }).click()
  await expect(dialog.getByText(msg('Transaction Submitted'))).toBeVisible({ timeout: 15_000 })
  await dialog
    .getByRole('button', { name: msg('Close') })
    .first()
    .click()
  await expect
    .poll(() => chain.balanceOf('DAI', me))
    .toBe(daiBefore + amountOut(parseEther('0.1'), reserveWeth, reserveDai))
}

test('the swap flow in Japanese, then in Arabic (right to left): translated buttons, and the token arrives on chain', async ({
  page,
}) => {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: me, chainId: manifest.chainId })
  await swapInLanguage(page, 'ja')
  await swapInLanguage(page, 'ar')
  // Both swaps in the account's list read in the language now active, the one sent in Japanese too.
  const swapped = catalogue('ar')('Swap {inputAmount} {inputSymbol} for {outputAmount} {outputSymbol}')
    .split('{')[0]!
    .trim()
  await page.getByRole('banner').getByRole('button', { name: /0x/ }).click()
  const rows = page.getByRole('dialog').getByRole('listitem')
  await expect(rows.filter({ hasText: swapped })).toHaveCount(2)
  await expect(rows.filter({ hasText: 'スワップ' })).toHaveCount(0)
})

/** Every visible element that reaches past the left or right edge of the viewport, and the page's horizontal scroll. */
async function overflow(
  page: Page,
): Promise<{ scroll: { scrollWidth: number; clientWidth: number }; outside: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const outside: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      // Visually hidden (Tailwind's sr-only: clipped to nothing), for screen readers only: nothing to see.
      const style = getComputedStyle(element)
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(
          element.getAttribute('class') ?? '',
        )
          .split(' ')
          .slice(0, 4)
          .join('.')}`
        outside.push(
          `${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        )
      }
    }
    return { scroll: { scrollWidth: root.scrollWidth, clientWidth: width }, outside }
  })
}

/** At each width: a screenshot (attached, and kept under test-results), and nothing overflows sideways. */
async function checkScreen(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 })
    const name = `ar-${screen}-${width}.png`
    const body = await page.screenshot({ path: testInfo.outputPath(name), fullPage: true })
    await testInfo.attach(name, { body, contentType: 'image/png' })
    const { scroll, outside } = await overflow(page)
    expect(outside, `${screen} at ${width} px: elements past the screen's edge`).toEqual([])
    expect(scroll.scrollWidth, `${screen} at ${width} px: horizontal scroll`).toBeLessThanOrEqual(scroll.clientWidth)
  }
}

test('Arabic at 375 and 1280 px: the swap, pool and vote screens fit the screen (screenshots attached)', async ({
  page,
}, testInfo) => {
  const msg = catalogue('ar')
  // The trader: liquidity positions and votes to show (nothing is sent).
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: manifest.accounts[0]!.address,
    chainId: manifest.chainId,
  })
  await page.goto(`/?lng=ar&outputCurrency=${chain.token('DAI')}`)
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  const main = page.getByRole('main')
  await main
    .getByRole('region', { name: msg('From') })
    .getByRole('textbox')
    .fill('0.1')
  await expect(page.getByTestId('swap-details')).toBeVisible()
  await checkScreen(page, testInfo, 'swap')

  // The tabs (client-side navigation: no page load).
  const nav = page.getByRole('navigation', { name: msg('Main') })
  await nav.getByRole('link', { name: msg('Pool') }).click()
  await expect(page.getByTestId('position-card').first()).toBeVisible()
  await checkScreen(page, testInfo, 'pool')

  await nav.getByRole('link', { name: msg('Vote') }).click()
  await expect(page.getByTestId('proposal-row')).toHaveCount(manifest.proposals.length)
  await checkScreen(page, testInfo, 'vote')
})
