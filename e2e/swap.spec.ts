import type { Page } from '@playwright/test'
import { type Address, parseEther, parseUnits, zeroAddress } from 'viem'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { enableExpertMode } from './fixtures/expertMode'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'
import { wrongChecksum } from './fixtures/wrongChecksum'

const manifest = e2eManifest()
const chain = chainTools(manifest)
const account = (index: number): Address => manifest.accounts[index]!.address
const pairOf = (a: string, b: string) => {
  const [x, y] = [chain.token(a).toLowerCase(), chain.token(b).toLowerCase()]
  return manifest.pairs.find(
    (p) => [p.token0.toLowerCase(), p.token1.toLowerCase()].sort().join() === [x, y].sort().join(),
  )!
}
/** The V2 formula: what `amountIn` buys from a pair with these reserves. */
const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
async function reservesOf(a: string, b: string): Promise<[bigint, bigint]> {
  const pair = pairOf(a, b)
  const [r0, r1] = await chain.reserves(pair.address)
  return pair.token0.toLowerCase() === chain.token(a).toLowerCase() ? [r0, r1] : [r1, r0]
}

const from = (page: Page) => page.getByRole('textbox', { name: /^From amount/ })
const to = (page: Page) => page.getByRole('textbox', { name: /^To amount/ })
const exchange = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Exchange/ })

async function openSwap(page: Page, index: number, query: string): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: account(index), chainId: manifest.chainId })
  await page.goto(`/?${query}`)
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
}

/** Exchange -> 'Confirm Exchange' -> the wallet -> 'Transaction Submitted' -> Close. */
async function confirmSwap(page: Page, pendingText?: RegExp): Promise<void> {
  await exchange(page).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Exchange' })
  await dialog.getByRole('button', { name: /^(Confirm Exchange|Exchange Anyway)$/ }).click()
  if (pendingText)
    await expect(dialog.getByTestId('pending-text').or(dialog.getByText('Transaction Submitted'))).toBeVisible()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Close' }).first().click()
}

test('ETH to a token, exact input: the token arrives on chain as quoted, and closing clears the amount', async ({
  page,
}) => {
  const me = account(8)
  await openSwap(page, 8, `outputCurrency=${chain.token('DAI')}`)
  // MAX leaves 0.01 ETH for gas.
  await page.getByRole('button', { name: 'Max From' }).click()
  await expect
    .poll(async () => parseEther(await from(page).inputValue()))
    .toBe((await chain.ethBalance(me)) - 10n ** 16n)
  await expect(page.getByRole('button', { name: 'Max From' })).toHaveCount(0)
  await from(page).fill('1')
  await expect(to(page)).not.toHaveValue('')
  await expect(page.getByText('To (estimated)')).toBeVisible()
  const [reserveWeth, reserveDai] = await reservesOf('WETH', 'DAI')
  const [daiBefore, ethBefore] = [await chain.balanceOf('DAI', me), await chain.ethBalance(me)]
  await confirmSwap(page, /Swapping 1 ETH for/)
  await expect(from(page)).toHaveValue('')
  await expect
    .poll(() => chain.balanceOf('DAI', me))
    .toBe(daiBefore + amountOut(parseEther('1'), reserveWeth, reserveDai))
  expect(ethBefore - (await chain.ethBalance(me))).toBeGreaterThan(parseEther('1'))
  await expect(page.getByTestId('popup').filter({ hasText: /Swap 1 ETH for .* DAI/ })).toBeVisible()
})

test('token to token, exact output: exactly the output arrives, at most the maximum sold leaves', async ({ page }) => {
  const me = account(0)
  await openSwap(page, 0, `inputCurrency=${chain.token('DAI')}&outputCurrency=${chain.token('USDC')}`)
  await to(page).fill('100')
  await expect(page.getByText('From (estimated)')).toBeVisible()
  await expect(page.getByTestId('swap-details')).toContainText('Maximum sold')
  const [usdcBefore, daiBefore] = [await chain.balanceOf('USDC', me), await chain.balanceOf('DAI', me)]
  await confirmSwap(page)
  await expect.poll(() => chain.balanceOf('USDC', me)).toBe(usdcBefore + parseUnits('100', 6))
  const spent = daiBefore - (await chain.balanceOf('DAI', me))
  expect(spent).toBeGreaterThan(parseEther('100'))
  expect(spent).toBeLessThan(parseEther('102'))
})

test('a two-hop trade shows its route and delivers the token', async ({ page }) => {
  const me = account(1)
  await openSwap(page, 1, `outputCurrency=${chain.token('HOP')}`)
  await from(page).fill('0.5')
  await expect(page.getByTestId('swap-route')).toHaveText('ETH › DAI › HOP')
  const before = await chain.balanceOf('HOP', me)
  await confirmSwap(page)
  await expect.poll(() => chain.balanceOf('HOP', me)).toBeGreaterThan(before)
})

test('wrap and unwrap move ETH into WETH and back', async ({ page }) => {
  const me = account(4)
  await openSwap(page, 4, `outputCurrency=${chain.token('WETH')}`)
  await from(page).fill('1')
  await expect(to(page)).toHaveValue('1')
  const before = await chain.balanceOf('WETH', me)
  await page.getByRole('button', { name: 'Wrap', exact: true }).click()
  await expect.poll(() => chain.balanceOf('WETH', me)).toBe(before + parseEther('1'))
  await page.getByRole('button', { name: 'Switch input and output' }).click()
  await from(page).fill('5')
  await expect(page.getByRole('button', { name: 'Insufficient WETH balance' })).toBeDisabled()
  await from(page).fill('0.4')
  await page.getByRole('button', { name: 'Unwrap', exact: true }).click()
  await expect.poll(() => chain.balanceOf('WETH', me)).toBe(before + parseEther('0.6'))
})

test('a token without approval is approved first (the amount shown before the wallet opens), then swapped', async ({
  page,
}) => {
  const me = account(7)
  const router = manifest.contracts.v2Router
  await chain.fund('DAI', me, parseEther('500'))
  await openSwap(page, 7, `inputCurrency=${chain.token('DAI')}&outputCurrency=${chain.token('USDC')}`)
  await from(page).fill('200')
  await expect(page.getByTestId('approval-amount')).toHaveText('Approves an unlimited amount of DAI')
  await expect(exchange(page)).toBeDisabled()
  await page.getByRole('button', { name: 'Approve DAI' }).click()
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible({ timeout: 15_000 })
  expect(await chain.allowance('DAI', me, router)).toBe(2n ** 256n - 1n)
  const before = await chain.balanceOf('USDC', me)
  await confirmSwap(page)
  await expect.poll(() => chain.balanceOf('USDC', me)).toBeGreaterThan(before)
  expect(await chain.balanceOf('DAI', me)).toBe(parseEther('300'))
})

test('a fee-on-transfer token is sold through the fee-supporting method', async ({ page }) => {
  const me = account(0)
  await openSwap(page, 0, `inputCurrency=${chain.token('DTT')}&outputCurrency=ETH`)
  await from(page).fill('10')
  const [dttBefore, ethBefore] = [await chain.balanceOf('DTT', me), await chain.ethBalance(me)]
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('textbox', { name: 'Custom slippage' }).fill('3')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('slippage-row')).toHaveText(/3%/)
  await confirmSwap(page)
  await expect.poll(() => chain.balanceOf('DTT', me)).toBe(dttBefore - parseEther('10'))
  expect(await chain.ethBalance(me)).toBeGreaterThan(ethBefore)
})

test('a V1 trade with use=v1 goes through the V1 exchange', async ({ page }) => {
  const me = account(2)
  const exchangeAddress = manifest.v1Exchanges.find((e) => e.token === chain.token('DAI'))!.exchange
  await openSwap(page, 2, `use=v1&outputCurrency=${chain.token('DAI')}`)
  await from(page).fill('0.2')
  await expect(
    page.getByRole('note').filter({ hasText: /Showing V1 price|better price for this trade on the newer version/ }),
  ).toBeVisible()
  const [exchangeDai, mine] = [await chain.balanceOf('DAI', exchangeAddress), await chain.balanceOf('DAI', me)]
  await confirmSwap(page)
  await expect.poll(() => chain.balanceOf('DAI', me)).toBeGreaterThan(mine)
  const bought = (await chain.balanceOf('DAI', me)) - mine
  expect(await chain.balanceOf('DAI', exchangeAddress)).toBe(exchangeDai - bought)
})

test("a high-impact trade asks to type 'confirm' before it is sent", async ({ page }) => {
  const me = account(3)
  await openSwap(page, 3, `outputCurrency=${chain.token('WBTC')}`)
  const [reserveWeth] = await reservesOf('WETH', 'WBTC')
  const amount = reserveWeth / 10n
  await from(page).fill((Number(amount / 10n ** 15n) / 1000).toString())
  await expect(exchange(page)).toHaveText('Exchange Anyway')
  await exchange(page).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Exchange' })
  await dialog.getByRole('button', { name: 'Exchange Anyway' }).click()
  await expect(dialog.getByText(/This exchange has a price impact of at least 5%/)).toBeVisible()
  const confirm = dialog.getByRole('button', { name: 'Confirm', exact: true })
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Type confirm to continue' }).fill('confirm')
  const before = await chain.balanceOf('WBTC', me)
  await confirm.click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceOf('WBTC', me)).toBeGreaterThan(before)
})

test('expert mode: no confirm modal, and the recipient of a send receives the tokens', async ({ page }) => {
  const recipient = account(6)
  await openSwap(page, 0, `outputCurrency=${chain.token('USDT')}`)
  await enableExpertMode(page)
  await page.getByRole('button', { name: '+ Add a send (optional)' }).click()
  await from(page).fill('0.1')
  await expect(page.getByRole('button', { name: 'Enter a recipient' })).toBeDisabled()
  await page.getByPlaceholder('Wallet Address or ENS name').fill(manifest.contracts.v2Router)
  await expect(page.getByRole('button', { name: 'Invalid recipient' })).toBeDisabled()
  await page.getByPlaceholder('Wallet Address or ENS name').fill(` ${recipient} `)
  await expect(page.getByPlaceholder('Wallet Address or ENS name')).toHaveValue(recipient)
  const before = await chain.balanceOf('USDT', recipient)
  await exchange(page).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect.poll(() => chain.balanceOf('USDT', recipient)).toBeGreaterThan(before)
})

test("a link's zero or blocked recipient, a trade's pair and a wrong checksum typed are an Invalid recipient, and say why", async ({
  page,
}) => {
  const recipient = page.getByRole('textbox', { name: 'Recipient' })
  const invalid = page.getByRole('button', { name: 'Invalid recipient' })
  const why = page.getByRole('main').getByRole('alert')
  await openSwap(page, 2, `outputCurrency=${chain.token('DAI')}&recipient=${zeroAddress}`)
  await expect(recipient).toHaveValue(zeroAddress)
  await from(page).fill('0.1')
  await expect(invalid).toBeDisabled()
  await expect(why).toHaveText('Invalid recipientThis is the zero address: anything sent or delegated to it is lost.')
  await expect(recipient).toHaveAccessibleDescription(
    'Invalid recipient This is the zero address: anything sent or delegated to it is lost.',
  )

  // A blocked address, in lower case, from a link.
  await page.goto(`/?outputCurrency=${chain.token('DAI')}&recipient=0xd882cfc20f52f2599d84b8e8d58c7fb62cfe344b`)
  await from(page).fill('0.1')
  await expect(invalid).toBeDisabled()
  await expect(why).toHaveText('Invalid recipientThis address is blocked.')

  // Expert mode's send: the trade's own pair, then a pasted address with one letter in the wrong case.
  await page.goto(`/?outputCurrency=${chain.token('DAI')}`)
  await enableExpertMode(page)
  await page.getByRole('button', { name: '+ Add a send (optional)' }).click()
  await from(page).fill('0.1')
  await recipient.fill(pairOf('WETH', 'DAI').address)
  await expect(invalid).toBeDisabled()
  await expect(why).toHaveText('Invalid recipientThis is a pair contract of the exchange, not a wallet.')
  await recipient.fill(wrongChecksum(account(6)))
  await expect(invalid).toBeDisabled()
  await expect(why).toHaveText(
    "Invalid addressIts capital letters do not match the address's checksum (EIP-55), so it may be mistyped: copy it again.",
  )
  await expect(page.getByRole('note').filter({ hasText: 'Output will be sent to' })).toHaveCount(0)
  // The same address in lower case carries no checksum and is taken.
  await recipient.fill(account(6).toLowerCase())
  await expect(why).toHaveCount(0)
  await expect(exchange(page)).toBeEnabled()
  await expect(page.getByRole('note').filter({ hasText: 'Output will be sent to' })).toContainText(account(6))
})

test('when the price moves while confirming, Price Updated needs Accept before the swap can be confirmed', async ({
  page,
}) => {
  const me = account(1)
  await openSwap(page, 1, `outputCurrency=${chain.token('USDC')}`)
  await from(page).fill('1')
  await exchange(page).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Exchange' })
  const quoted = await dialog.getByTestId('confirm-output').textContent()
  await chain.buyWithEth('USDC', parseEther('50'))
  await expect(dialog.getByText('Price Updated')).toBeVisible({ timeout: 10_000 })
  const confirm = dialog.getByRole('button', { name: 'Confirm Exchange' })
  await expect(confirm).toBeDisabled()
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(dialog.getByTestId('confirm-output')).not.toHaveText(quoted ?? '')
  const before = await chain.balanceOf('USDC', me)
  await confirm.click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => chain.balanceOf('USDC', me)).toBeGreaterThan(before)
})

test('with exact approvals on, the approval is for the trade only (shown before the wallet opens)', async ({
  page,
}) => {
  const me = account(7)
  await chain.fund('USDT', me, parseUnits('1000', 6))
  await openSwap(page, 7, `inputCurrency=${chain.token('USDT')}&outputCurrency=ETH`)
  await page.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('switch', { name: 'Approve exact amounts' }).click()
  await page.keyboard.press('Escape')
  await from(page).fill('250')
  await expect(page.getByTestId('approval-amount')).toHaveText('Approves exactly 250 USDT')
  await page.getByRole('button', { name: 'Approve USDT' }).click()
  await expect(page.getByRole('button', { name: 'Approved' })).toBeVisible({ timeout: 15_000 })
  expect(await chain.allowance('USDT', me, manifest.contracts.v2Router)).toBe(parseUnits('250', 6))
})

test('settings: presets, custom slippage and its warnings, the deadline, and the slippage row on the swap card', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('button', { name: '0.5%' })).toHaveAttribute('aria-pressed', 'true')
  await dialog.getByRole('button', { name: '0.1%' }).click()
  await expect(dialog.getByText('Your transaction may fail')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Custom slippage' }).fill('60')
  await expect(dialog.getByText('Enter a valid slippage percentage')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Custom slippage' }).fill('7')
  await expect(dialog.getByText('Your transaction may be frontrun')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Transaction deadline' }).fill('0')
  await expect(dialog.getByRole('textbox', { name: 'Transaction deadline' })).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('textbox', { name: 'Transaction deadline' }).fill('30')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('slippage-row')).toHaveText(/7%/)
  await page.reload()
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('ucash.settings') ?? '{}') as {
        state: { userSlippageTolerance: number; userDeadline: number }
      },
  )
  expect(stored.state).toMatchObject({ userSlippageTolerance: 700, userDeadline: 1800 })
})
