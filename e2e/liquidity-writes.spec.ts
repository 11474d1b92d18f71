import type { Page } from '@playwright/test'
import {
  type Address,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  http,
  maxUint256,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

/**
 * The liquidity writes (issue 12): MAX on Add and Detailed remove, one click one transaction, a rejection keeps the
 * form, prices without a wallet. Fresh accounts deposit at ETH/DAI's exact ratio so later specs' figures stay exact;
 * the removal's permit is signed by dev account 5, which gives back all it got.
 */
const manifest = e2eManifest()
const chain = chainTools(manifest)
const router = manifest.contracts.v2Router
const node = createTestClient({ mode: 'anvil', transport: http(manifest.rpcUrl) })
const DAI = chain.token('DAI')
const GAS_RESERVE = 10n ** 16n

/** A new account with `eth`, whose transactions the devnet node sends (impersonation). */
async function freshAccount(eth: bigint): Promise<Address> {
  const address = privateKeyToAccount(generatePrivateKey()).address
  await node.impersonateAccount({ address })
  await node.setBalance({ address, value: eth })
  return address
}

/** An account holding DAI that the router may spend (set up through the chain, before the page opens). */
async function depositor(eth: bigint): Promise<Address> {
  const me = await freshAccount(eth)
  await chain.fund('DAI', me, parseEther('10000'))
  const wallet = createWalletClient({ account: me, transport: http(manifest.rpcUrl) })
  const hash = await wallet.writeContract({
    address: DAI,
    abi: erc20Abi,
    functionName: 'approve',
    args: [router, maxUint256],
    chain: null,
  })
  expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success')
  return me
}

/** The deployer hands pool tokens of a pair to an account (a plain ERC-20 transfer). */
async function givePoolTokens(pair: Address, to: Address, amount: bigint): Promise<void> {
  const wallet = createWalletClient({ account: manifest.deployer, transport: http(manifest.rpcUrl) })
  const hash = await wallet.writeContract({
    address: pair,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    chain: null,
  })
  expect((await chain.client.waitForTransactionReceipt({ hash })).status).toBe('success')
}

/** The pair of ETH and a token, with its reserves as (WETH, token) whichever side WETH sorts to. */
async function ethPair(
  symbol: string,
): Promise<{ pair: Address; reserves: () => Promise<{ weth: bigint; token: bigint }> }> {
  const pair = await chain.pairOf('WETH', symbol)
  const wethFirst = manifest.contracts.weth.toLowerCase() < chain.token(symbol).toLowerCase()
  return {
    pair,
    reserves: async () => {
      const [r0, r1] = await chain.reserves(pair)
      return wethFirst ? { weth: r0, token: r1 } : { weth: r1, token: r0 }
    },
  }
}

async function open(page: Page, account: Address, path: string): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
  await page.goto(path)
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
}

const first = (page: Page) => page.getByRole('textbox', { name: /^First token amount/ })
const second = (page: Page) => page.getByRole('textbox', { name: /^Second token amount/ })
const sentByWallet = (page: Page) =>
  page.evaluate(() => (window as unknown as { __e2eWallet: { sent: number } }).__e2eWallet.sent)

/** Types an ETH amount for ETH/DAI and opens the supply confirmation; returns it and the DAI amount that followed. */
async function reviewSupply(page: Page, eth: string) {
  await first(page).fill(eth)
  await expect(second(page)).not.toHaveValue('')
  const dai = await second(page).inputValue()
  await page.getByRole('button', { name: 'Supply' }).click()
  return { dialog: page.getByRole('dialog', { name: 'You will receive' }), dai }
}

test('MAX on Add fills the ETH balance less the gas reserve, and supplying it adds that ETH to the pool', async ({
  page,
}) => {
  const me = await depositor(parseEther('2'))
  const { pair, reserves } = await ethPair('DAI')
  const wethBefore = (await reserves()).weth
  await open(page, me, `/add/ETH/${DAI}`)
  const max = (await chain.ethBalance(me)) - GAS_RESERVE
  await page.getByRole('button', { name: 'Max First token' }).click()
  await expect(first(page)).toHaveValue(formatEther(max))
  // At the maximum, MAX hides (spec 5); the DAI side follows at the pool price.
  await expect(page.getByRole('button', { name: 'Max First token' })).toHaveCount(0)
  await expect(second(page)).not.toHaveValue('')

  await page.getByRole('button', { name: 'Supply' }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  await dialog.getByRole('button', { name: 'Confirm Supply' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceAt(pair, me)).toBeGreaterThan(0n)
  // The router takes the ETH at the pool ratio: all of it, but for a wei of rounding.
  const added = (await reserves()).weth - wethBefore
  expect(added).toBeLessThanOrEqual(max)
  expect(max - added).toBeLessThanOrEqual(1n)
  expect(await chain.ethBalance(me)).toBeLessThan(GAS_RESERVE)
})

test('MAX on the Detailed remove panel, then Remove, burns the whole position', async ({ page }) => {
  const me = manifest.accounts[5]!.address
  const { pair } = await ethPair('USDT')
  await givePoolTokens(pair, me, parseEther('0.0001'))
  const position = await chain.balanceAt(pair, me)
  const ethBefore = await chain.ethBalance(me)
  await open(page, me, `/remove/ETH/${chain.token('USDT')}`)
  await page.getByRole('button', { name: 'Detailed' }).click()
  const poolTokens = page.getByRole('textbox', { name: /^Pool tokens amount/ })
  await page.getByRole('button', { name: 'Max Pool tokens' }).click()
  await expect(poolTokens).toHaveValue(formatEther(position))
  await expect(page.getByRole('button', { name: 'Max Pool tokens' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Remove', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'You will receive' })
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceAt(pair, me)).toBe(0n)
  // A permit for exactly the position: nothing left approved, and the ETH side came back.
  expect(await chain.allowanceAt(pair, me, router)).toBe(0n)
  expect(await chain.ethBalance(me)).toBeGreaterThan(ethBefore)
})

test('without a wallet, Add Liquidity for an existing pair shows its prices both ways with their symbols', async ({
  page,
}) => {
  const { reserves } = await ethPair('DAI')
  await page.goto(`/add/ETH/${DAI}`)
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).last()).toBeVisible()
  const bar = page.getByTestId('pool-price-bar')
  const priceOf = (label: string) => bar.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')
  // Numbers as English writes them (Intl: grouped thousands, a decimal point).
  await expect(priceOf('DAI per ETH')).toHaveText(/^\d{1,3}(,\d{3})*(\.\d+)?$/)
  await expect(priceOf('ETH per DAI')).toHaveText(/^\d{1,3}(,\d{3})*(\.\d+)?$/)
  await expect(bar).not.toContainText('UNKNOWN')
  const { weth, token } = await reserves()
  const expected = Number(formatEther(token)) / Number(formatEther(weth))
  const shown = async (label: string) => Number((await priceOf(label).textContent())?.replaceAll(',', ''))
  expect(await shown('DAI per ETH')).toBeCloseTo(expected, 2)
  expect((await shown('ETH per DAI')) * expected).toBeCloseTo(1, 4)
})

test("a double click on 'Confirm Supply' sends exactly one transaction", async ({ page }) => {
  const me = await depositor(parseEther('5'))
  const { pair } = await ethPair('DAI')
  await open(page, me, `/add/ETH/${DAI}`)
  const { dialog } = await reviewSupply(page, '0.1')
  const before = { nonce: await chain.nonce(me), sent: await sentByWallet(page) }
  // Two clicks in the same task, before the page can re-render: the harshest double click there is.
  await dialog.getByRole('button', { name: 'Confirm Supply' }).evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceAt(pair, me)).toBeGreaterThan(0n)
  expect(await sentByWallet(page)).toBe(before.sent + 1)
  expect(await chain.nonce(me)).toBe(before.nonce + 1)
  expect(await chain.client.getTransactionCount({ address: me, blockTag: 'pending' })).toBe(before.nonce + 1)
})

test('a rejected supply sends nothing and keeps the typed amounts', async ({ page }) => {
  const me = await depositor(parseEther('5'))
  await open(page, me, `/add/ETH/${DAI}`)
  const { dialog, dai } = await reviewSupply(page, '0.25')
  const before = { nonce: await chain.nonce(me), sent: await sentByWallet(page) }
  await page.evaluate(() => (window as unknown as { __e2eWallet: { rejectNext(): void } }).__e2eWallet.rejectNext())
  await dialog.getByRole('button', { name: 'Confirm Supply' }).click()
  await expect.poll(() => sentByWallet(page)).toBe(before.sent + 1)
  // Silently back to the confirmation (spec 8), with no hash, and the form as typed once closed.
  await expect(dialog.getByRole('button', { name: 'Confirm Supply' })).toBeVisible()
  await expect(dialog.getByText('Transaction Submitted')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toHaveCount(0)
  await expect(first(page)).toHaveValue('0.25')
  await expect(second(page)).toHaveValue(dai)
  expect(await chain.nonce(me)).toBe(before.nonce)
  await expect(page.getByRole('button', { name: 'Supply' })).toBeEnabled()
})
