import type { Page } from '@playwright/test'
import { erc20Abi, formatUnits } from 'viem'
import type { ManifestToken } from '../devnet/manifest'
import { e2eClient, e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const client = e2eClient(manifest)
const bySymbol = (symbol: string): ManifestToken => manifest.tokens.find((t) => t.symbol === symbol && !t.role)!
const byRole = (role: NonNullable<ManifestToken['role']>): ManifestToken =>
  manifest.tokens.find((t) => t.role === role)!
const lists = manifest.tokenListUrls

const toButton = (page: Page) => page.getByRole('button', { name: /^To token/ })
const picker = (page: Page) => page.getByRole('dialog')
const search = (page: Page) => picker(page).getByRole('combobox', { name: 'Search name or paste address' })

async function openManage(page: Page): Promise<void> {
  await toButton(page).click()
  await picker(page).getByRole('button', { name: 'Manage' }).click()
}

async function importList(page: Page, url: string): Promise<void> {
  await openManage(page)
  await picker(page).getByPlaceholder('https:// or ipfs:// or ENS name').fill(url)
  await picker(page).getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
  await expect(picker(page).getByRole('heading', { name: 'Import list' })).toBeVisible()
  const importButton = picker(page).getByRole('button', { name: 'Import list' })
  await expect(importButton).toBeDisabled()
  await picker(page).getByLabel('I understand').check()
  await importButton.click()
  await expect(picker(page).getByRole('heading', { name: 'Manage' })).toBeVisible()
}

test('tokens are picked by symbol (Enter), by name and by address; rows show the account balance', async ({ page }) => {
  const account = manifest.accounts[0]!.address
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
  const dai = bySymbol('DAI')
  const usdt = bySymbol('USDT')

  await toButton(page).click()
  await expect(picker(page).getByRole('heading', { name: 'Select a token' })).toBeVisible()
  // The balance in DAI's row is the account's on-chain balance, 4 significant digits.
  const balance = await client.readContract({
    address: dai.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account],
  })
  const shown = new Intl.NumberFormat('en-US', {
    maximumSignificantDigits: 4,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(formatUnits(balance, 18) as unknown as number)
  await expect(
    picker(page)
      .getByRole('option', { name: /^DAI Dai Stablecoin/ })
      .getByTestId('token-balance'),
  ).toHaveText(shown)

  await search(page).fill('dai')
  await expect(picker(page).getByRole('option').first()).toContainText('DAI')
  await search(page).press('Enter')
  await expect(picker(page)).toHaveCount(0)
  await expect(toButton(page)).toHaveAccessibleName('To token: DAI. Change')

  await toButton(page).click()
  await search(page).fill('wrapped b')
  await picker(page)
    .getByRole('option', { name: /^WBTC Wrapped BTC/ })
    .click()
  await expect(toButton(page)).toHaveAccessibleName('To token: WBTC. Change')

  await toButton(page).click()
  await search(page).fill(usdt.address.toLowerCase())
  await expect(picker(page).getByRole('option')).toHaveCount(1)
  await picker(page).getByRole('option', { name: /^USDT/ }).click()
  await expect(toButton(page)).toHaveAccessibleName('To token: USDT. Change')

  // The keyboard drives the list: arrows move, Enter picks; nothing found reads 'No results found.'
  await toButton(page).click()
  await search(page).fill('zzzz')
  await expect(picker(page).getByText('No results found.')).toBeVisible()
  // 'w' matches WBTC and WETH (symbol prefixes, in symbol order): the second is WETH.
  await search(page).fill('w')
  await expect(picker(page).getByRole('option')).toHaveCount(2)
  await search(page).press('ArrowDown')
  await search(page).press('ArrowDown')
  await expect(picker(page).getByRole('option', { selected: true })).toContainText('WETH')
  await search(page).press('Enter')
  await expect(toButton(page)).toHaveAccessibleName('To token: WETH. Change')
})

test("importing the devnet's valid list shows its tokens, and the list survives a reload", async ({ page }) => {
  await page.goto('/')
  const cmt = byRole('extra')
  await toButton(page).click()
  await search(page).fill('CMT')
  await expect(picker(page).getByText('No results found.')).toBeVisible()
  await page.keyboard.press('Escape')

  await importList(page, lists.extras)
  await expect(picker(page).getByRole('switch', { name: 'UCASH Devnet Extras' })).toBeChecked()
  await expect(picker(page).getByTestId('list-row').filter({ hasText: 'UCASH Devnet Extras' })).toContainText(
    '3 tokens',
  )
  await picker(page).getByRole('button', { name: 'Back' }).click()
  await search(page).fill('CMT')
  await expect(picker(page).getByRole('option', { name: /^CMT Community Token/ })).toBeVisible()

  await page.reload()
  await toButton(page).click()
  await search(page).fill(cmt.address)
  await picker(page).getByRole('option', { name: /^CMT/ }).click()
  await expect(toButton(page)).toHaveAccessibleName('To token: CMT. Change')
})

test('an invalid list, a list that is not JSON and a bad location are refused with the spec texts', async ({
  page,
}) => {
  await page.goto('/')
  await openManage(page)
  const input = picker(page).getByPlaceholder('https:// or ipfs:// or ENS name')
  await input.fill('not a list location')
  await expect(picker(page).getByText('Enter valid list location')).toBeVisible()
  await input.fill(lists.invalid)
  await expect(picker(page).getByText('Error importing list')).toBeVisible()
  await expect(picker(page).getByRole('alert')).toContainText('Token list failed validation: ')
  await input.fill(lists.notJson)
  await expect(picker(page).getByRole('alert')).toContainText('Token list failed validation: the response is not JSON')
  await input.fill(`${new URL(lists.extras).origin}/lists/missing.tokenlist.json`)
  await expect(picker(page).getByRole('alert')).toContainText('Failed to download list')
  // Nothing was added.
  await expect(picker(page).getByTestId('list-row')).toHaveCount(1)
})

/** The app's time limit for one list URL (LIST_FETCH_TIMEOUT_MS, src/entities/token-list/fetchTokenList.ts). */
const LIST_TIME_LIMIT_MS = 15_000

test('a list host that never answers ends in the list error at the time limit, not Loading... for ever', async ({
  page,
}) => {
  // The devnet server holds /silent/ requests open without a word; a loopback http URL is the only URL tried.
  const silent = `${new URL(lists.extras).origin}/silent/never.tokenlist.json`
  const asked: string[] = []
  page.on('request', (request) => void (request.url() === silent && asked.push(request.url())))
  await page.goto('/')
  await openManage(page)
  await picker(page).getByPlaceholder('https:// or ipfs:// or ENS name').fill(silent)
  const loading = picker(page).getByText('Loading...', { exact: true })
  await expect(loading).toBeVisible()
  const started = Date.now()
  await expect(picker(page).getByRole('alert')).toContainText(`Failed to download list ${silent}`, {
    timeout: LIST_TIME_LIMIT_MS + 15_000,
  })
  // It ended by the app's own limit: the request went out and was waited on, not refused at once.
  expect(Date.now() - started).toBeGreaterThanOrEqual(LIST_TIME_LIMIT_MS - 2_000)
  expect(asked).toEqual([silent])
  await expect(picker(page).getByText('Error importing list')).toBeVisible()
  await expect(loading).toHaveCount(0)
  await expect(picker(page).getByTestId('list-row')).toHaveCount(1)
})

test('a custom token is imported by address after the warning (full address, unknown source, look-alike symbol)', async ({
  page,
}) => {
  await page.goto('/')
  const impostor = byRole('impostor')
  await openManage(page)
  await picker(page).getByRole('tab', { name: 'Tokens' }).click()
  const address = picker(page).getByPlaceholder('0x0000')
  await address.fill('0x1234')
  await expect(picker(page).getByText('Enter valid token address')).toBeVisible()
  await address.fill(impostor.address.toLowerCase())
  await picker(page).getByTestId('import-row').getByRole('button', { name: 'Import' }).click()

  await expect(picker(page).getByRole('heading', { name: 'Import token' })).toBeVisible()
  await expect(picker(page).getByTestId('import-token-address')).toHaveText(impostor.address)
  await expect(picker(page).getByText('Unknown Source')).toBeVisible()
  await expect(picker(page).getByRole('alert')).toContainText(
    `The symbol USDC is also used by USD Coin (${bySymbol('USDC').address.slice(0, 6)}`,
  )
  const importButton = picker(page).getByRole('button', { name: 'Import', exact: true })
  await expect(importButton).toBeDisabled()
  await picker(page).getByLabel('I understand').check()
  await importButton.click()

  await expect(picker(page).getByTestId('custom-token')).toContainText(impostor.address)
  await expect(picker(page).getByText('1 Custom Tokens')).toBeVisible()
  // Stored in this browser: after a reload the token is the user's, searchable, marked as added by the user.
  await page.reload()
  await toButton(page).click()
  await search(page).fill('usdc')
  await expect(picker(page).getByRole('option', { name: /Added by user/ })).toHaveCount(1)
  // And it can be removed again.
  await picker(page).getByRole('button', { name: 'Manage' }).click()
  await picker(page).getByRole('tab', { name: 'Tokens' }).click()
  await picker(page).getByRole('button', { name: 'Remove USDC' }).click()
  await expect(picker(page).getByText('0 Custom Tokens')).toBeVisible()
})

test('a token on no list that arrives through the URL shows the warning first; dismissing drops it, importing keeps it', async ({
  page,
}) => {
  const impostor = byRole('impostor')
  await page.goto(`/?outputCurrency=${impostor.address}`)
  await expect(picker(page).getByRole('heading', { name: 'Import token' })).toBeVisible()
  await expect(picker(page).getByTestId('import-token-address')).toHaveText(impostor.address)
  await page.keyboard.press('Escape')
  await expect(toButton(page)).toHaveAccessibleName('To token: select a token')

  await page.goto(`/?outputCurrency=${impostor.address}`)
  await picker(page).getByLabel('I understand').check()
  await picker(page).getByRole('button', { name: 'Import', exact: true }).click()
  await expect(toButton(page)).toHaveAccessibleName('To token: USDC. Change')
  // The acknowledgement is remembered for this token.
  await page.reload()
  await expect(toButton(page)).toHaveAccessibleName('To token: USDC. Change')
  await expect(picker(page)).toHaveCount(0)
})

test('a list is removed only by typing REMOVE, and the last list cannot be removed', async ({ page }) => {
  await page.goto('/')
  await openManage(page)
  await picker(page).getByRole('button', { name: 'List settings for UCASH Devnet' }).click()
  await expect(picker(page).getByTestId('list-version')).toHaveText('v1.0.0')
  await expect(picker(page).getByRole('button', { name: 'Remove list' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await importList(page, lists.extras)
  await picker(page).getByRole('button', { name: 'List settings for UCASH Devnet Extras' }).click()
  await expect(picker(page).getByTestId('list-version')).toHaveText('v1.2.0')
  await picker(page).getByRole('button', { name: 'Remove list' }).click()
  const confirm = picker(page).getByRole('button', { name: 'Remove list' })
  await picker(page).getByLabel('Type REMOVE to confirm').fill('remove')
  await expect(confirm).toBeDisabled()
  await picker(page).getByLabel('Type REMOVE to confirm').fill('REMOVE')
  await confirm.click()
  await expect(picker(page).getByTestId('list-row')).toHaveCount(1)
  await expect(picker(page).getByRole('switch', { name: 'UCASH Devnet Extras' })).toHaveCount(0)
})

test('an unsupported token blocks trading with Unsupported Asset', async ({ page }) => {
  await page.goto('/')
  await importList(page, lists.extras)
  await picker(page).getByRole('button', { name: 'Back' }).click()
  await search(page).fill('XAUt')
  await picker(page)
    .getByRole('option', { name: /^XAUt Gold Tether/ })
    .click()
  await expect(page.getByRole('button', { name: 'Unsupported Asset', exact: true })).toBeDisabled()
  await page.getByRole('button', { name: 'Read more about unsupported assets' }).click()
  await expect(page.getByRole('dialog', { name: 'Unsupported Assets' })).toContainText(byRole('unsupported').address)
})

test('a hostile list loads inert: no script runs, no request leaves for a non-allowed logo, texts are cleaned', async ({
  page,
}) => {
  const requests: string[] = []
  const dialogs: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const beaconHits = async () =>
    ((await (await fetch(`${new URL(lists.hostile).origin}/beacon-hits`)).json()) as { hits: string[] }).hits
  const hitsBefore = (await beaconHits()).length

  await page.goto('/')
  await importList(page, lists.hostile)
  await expect(picker(page).getByTestId('list-row').filter({ hasText: 'Hostile Test List' })).toBeVisible()
  await picker(page).getByRole('button', { name: 'Back' }).click()
  // Scroll through every token so every row (and logo) renders.
  const scroller = picker(page).getByTestId('token-list-scroll')
  for (let i = 0; i < 12; i++) await scroller.evaluate((element) => element.scrollBy(0, 300))
  await search(page).fill('<script')
  await expect(picker(page).getByRole('option').first()).toBeVisible()
  await page.waitForTimeout(1_000)

  const texts = await picker(page).getByRole('option').allTextContents()
  for (const text of texts) expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b-\u200d\ufeff]/)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(await page.locator('script:not([src])').count()).toBe(0)
  expect(dialogs).toEqual([])
  expect(requests.filter((url) => /beacon|^javascript:|^ftp:|^data:text/i.test(url))).toEqual([])
  expect((await beaconHits()).length).toBe(hitsBefore)
})

test('a custom token is added to the wallet (wallet_watchAsset)', async ({ page }) => {
  const cmt = byRole('extra')
  await connectInjectedWallet(page, {
    rpcUrl: manifest.rpcUrl,
    account: manifest.accounts[1]!.address,
    chainId: manifest.chainId,
  })
  await openManage(page)
  await picker(page).getByRole('tab', { name: 'Tokens' }).click()
  await picker(page).getByPlaceholder('0x0000').fill(cmt.address)
  await picker(page).getByTestId('import-row').getByRole('button', { name: 'Import' }).click()
  await picker(page).getByLabel('I understand').check()
  await picker(page).getByRole('button', { name: 'Import', exact: true }).click()
  await picker(page).getByRole('button', { name: 'Add CMT to wallet' }).click()
  await expect(picker(page).getByText('Added')).toBeVisible()
  const watched = await page.evaluate(
    () => (window as unknown as { __e2eWallet: { watched: unknown[] } }).__e2eWallet.watched,
  )
  expect(watched).toEqual([{ type: 'ERC20', options: { address: cmt.address, symbol: 'CMT', decimals: 18 } }])
})
