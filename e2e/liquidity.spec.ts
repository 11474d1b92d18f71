import type { Page } from '@playwright/test'
import { type Address, formatUnits, parseEther, parseUnits, zeroAddress } from 'viem'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const chain = chainTools(manifest)
const account = (index: number): Address => manifest.accounts[index]!.address
const router = manifest.contracts.v2Router
const sixDigits = (raw: bigint) =>
  new Intl.NumberFormat('en-US', {
    maximumSignificantDigits: 6,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(formatUnits(raw, 18) as unknown as number)

async function open(page: Page, index: number, path: string): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: account(index), chainId: manifest.chainId })
  await page.goto(path)
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
}

test('a new pair is created: the pool exists on chain with the typed reserves, and the creator holds its pool tokens', async ({
  page,
}) => {
  const me = account(2)
  expect(await chain.pairOf('WBTC', 'USDT')).toBe(zeroAddress)
  await open(page, 2, `/create/${chain.token('WBTC')}/${chain.token('USDT')}`)
  await expect(page.getByRole('heading', { name: 'Create a pair' })).toBeVisible()
  await page.getByRole('textbox', { name: /^First token amount/ }).fill('1')
  await page.getByRole('textbox', { name: /^Second token amount/ }).fill('40000')
  await expect(page.getByText('You are the first liquidity provider.')).toBeVisible()
  await expect(page.getByTestId('pool-price-bar').getByTestId('pool-share')).toHaveText('100%')
  await page.getByRole('button', { name: 'Supply' }).click()
  const dialog = page.getByRole('dialog', { name: 'You are creating a pool' })
  await dialog.getByRole('button', { name: 'Create Pool & Supply' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.pairOf('WBTC', 'USDT')).not.toBe(zeroAddress)
  const pair = await chain.pairOf('WBTC', 'USDT')
  const [r0, r1] = await chain.reserves(pair)
  expect([r0, r1].sort()).toEqual([parseUnits('1', 8), parseUnits('40000', 6)].sort())
  expect(await chain.balanceAt(pair, me)).toBeGreaterThan(0n)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByRole('textbox', { name: /^First token amount/ })).toHaveValue('')
})

test('adding to an existing ETH pair approves the token first, then mints pool tokens through addLiquidityETH', async ({
  page,
}) => {
  const me = account(3)
  const pair = await chain.pairOf('WETH', 'DAI')
  const before = await chain.balanceAt(pair, me)
  // WETH sorts before this DAI, so reserve0 is the WETH side.
  expect(manifest.contracts.weth.toLowerCase() < chain.token('DAI').toLowerCase()).toBe(true)
  const [wethBefore] = await chain.reserves(pair)
  await open(page, 3, `/add/ETH/${chain.token('DAI')}`)
  await page.getByRole('textbox', { name: /^First token amount/ }).fill('1')
  await expect(page.getByRole('textbox', { name: /^Second token amount/ })).not.toHaveValue('')
  await page.getByRole('button', { name: 'Approve DAI' }).click()
  await expect(page.getByRole('button', { name: 'Supply' })).toBeEnabled({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Supply' }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  await expect(dialog.getByTestId('liquidity-minted')).not.toHaveText('-')
  await dialog.getByRole('button', { name: 'Confirm Supply' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceAt(pair, me)).toBeGreaterThan(before)
  const [wethAfter] = await chain.reserves(pair)
  // The router takes the typed ETH, or a wei less when the DAI side (derived at the pool's price, rounded down) is the
  // limiting one at the reserves of the moment.
  expect(wethAfter - wethBefore).toBeGreaterThanOrEqual(parseEther('1') - 1n)
  expect(wethAfter - wethBefore).toBeLessThanOrEqual(parseEther('1'))
})

test('removing 25% with a permit signature burns exactly that share and leaves no allowance behind', async ({
  page,
}) => {
  const me = account(2)
  const pair = await chain.pairOf('WETH', 'DAI')
  const before = await chain.balanceAt(pair, me)
  expect(await chain.allowanceAt(pair, me, router)).toBe(0n)
  await open(page, 2, `/remove/ETH/${chain.token('DAI')}`)
  await page.getByRole('button', { name: '25%' }).click()
  await expect(page.getByTestId('remove-percent')).toHaveText('25%')
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible()
  await page.getByRole('button', { name: 'Remove', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceAt(pair, me)).toBe(before - before / 4n)
  // The router spent the permit's allowance exactly: nothing was approved beyond it.
  expect(await chain.allowanceAt(pair, me, router)).toBe(0n)
})

test('when the wallet cannot sign the permit, an approval is sent instead and 100% is removed', async ({ page }) => {
  const me = account(1)
  const pair = await chain.pairOf('WETH', 'WBTC')
  expect(await chain.balanceAt(pair, me)).toBeGreaterThan(0n)
  const ethBefore = await chain.ethBalance(me)
  await open(page, 1, `/remove/ETH/${chain.token('WBTC')}`)
  await page.getByRole('button', { name: 'Max', exact: true }).click()
  await expect(page.getByTestId('remove-percent')).toHaveText('100%')
  await page.evaluate(() => (window as unknown as { __e2eWallet: { failSignNext(): void } }).__e2eWallet.failSignNext())
  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible({ timeout: 15_000 })
  expect(await chain.allowanceAt(pair, me, router)).toBe(2n ** 256n - 1n)
  await page.getByRole('button', { name: 'Remove', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceAt(pair, me)).toBe(0n)
  expect(await chain.ethBalance(me)).toBeGreaterThan(ethBefore)
})

test('the pool page shows held and staked pool tokens as on chain, and Import Pool finds the position', async ({
  page,
}) => {
  const me = account(0)
  const pair = await chain.pairOf('WETH', 'DAI')
  const held = await chain.balanceAt(pair, me)
  const staked = await chain.balanceAt(manifest.stakingRewards.find((s) => s.stakingToken === pair)!.address, me)
  await open(page, 0, '/pool')
  const card = page
    .getByTestId('position-card')
    .filter({ hasText: /DAI/ })
    .filter({ hasText: /WETH|ETH/ })
    .first()
  await expect(card.getByTestId('pool-tokens')).toHaveText(sixDigits(held))
  await expect(card.getByTestId('staked-tokens')).toHaveText(sixDigits(staked))
  await expect(card.getByRole('link', { name: 'Manage rewards' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Migrate now.' })).toBeVisible()

  await page.goto('/find')
  await page.getByRole('button', { name: 'Second token' }).click()
  await page.getByRole('dialog').getByRole('combobox').fill('DAI')
  await page.getByRole('dialog').getByRole('option', { name: /^DAI/ }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Pool Found!' })).toBeVisible()
  await expect(page.getByTestId('position-card').getByTestId('pool-tokens')).toHaveText(sixDigits(held))
})

test('the pool page of an account with many pairs costs one eth_call per block', async ({ page }) => {
  // eth_calls by the block they read: a block-keyed read names its block in hex; a static read (names, metadata) says 'latest' and is not repeated.
  const perBlock = new Map<string, number>()
  const staticReads: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(manifest.rpcUrl) || request.method() !== 'POST') return
    const body: unknown = JSON.parse(request.postData() ?? '[]')
    for (const message of (Array.isArray(body) ? body : [body]) as { method?: string; params?: unknown[] }[]) {
      if (message.method !== 'eth_call') continue
      const tag = String(message.params?.[1] ?? 'latest')
      if (tag.startsWith('0x')) perBlock.set(tag, (perBlock.get(tag) ?? 0) + 1)
      else staticReads.push(JSON.stringify(message.params))
    }
  })
  await open(page, 0, '/pool')
  await expect(page.getByTestId('position-card').first()).toBeVisible()
  // The cold load's blocks are left out: its reads depend on each other, a round each, and may span several blocks.
  // Once loaded, each block is one multicall.
  const STEADY = 5
  await expect.poll(() => perBlock.size, { timeout: 20_000 }).toBeGreaterThanOrEqual(STEADY + 3)
  const steady = [...perBlock].slice(-STEADY - 1, -1)
  expect(
    steady.every(([, count]) => count === 1),
    JSON.stringify([...perBlock]),
  ).toBe(true)
  expect(new Set(staticReads).size).toBe(staticReads.length)
})
