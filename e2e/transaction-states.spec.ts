/**
 * Every way a transaction can end, driven by anvil's controls on this file's own devnet: a 0.01 ETH Wrap, outcomes read
 * in the account view and checked on chain.
 */
import type { Page } from '@playwright/test'
import { type Address, type Hash, erc20Abi, parseEther } from 'viem'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { ownDevnet } from './fixtures/ownDevnet'
import { expect, test } from './fixtures/test'

const devnet = ownDevnet()
const { rpc, client, holdMining, mineEverySecond, mineAtOnce } = devnet
const SUMMARY = 'Wrap 0.01 ETH to WETH'
const account = (index: number): Address => devnet.manifest.accounts[index]!.address
const weth = () => devnet.manifest.contracts.weth
const wethOf = (owner: Address) =>
  client().readContract({ address: weth(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const nonceOf = (owner: Address) => client().getTransactionCount({ address: owner })
const blockNumber = async () => Number(await client().getBlockNumber({ cacheTime: 0 }))

/** Opens the wrap form for `index`, with the app's reads and the wallet on this file's devnet. */
async function openWrap(page: Page, index: number): Promise<void> {
  await devnet.routeApp(page)
  await connectInjectedWallet(page, {
    rpcUrl: devnet.rpcUrl,
    account: account(index),
    chainId: devnet.manifest.chainId,
  })
  await page.goto(`/?outputCurrency=${weth()}`)
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$|Pending$/ })).toBeVisible()
  await page.getByRole('textbox', { name: /^From amount/ }).fill('0.01')
}

/** Clicks Wrap and returns the hash the app recorded for it. */
async function wrap(page: Page): Promise<Hash> {
  await page.getByRole('button', { name: 'Wrap', exact: true }).click()
  return recordedHash(page)
}

async function recordedHash(page: Page): Promise<Hash> {
  let hash: Hash | undefined
  await expect
    .poll(async () => {
      hash = await page.evaluate((summary) => {
        const stored = JSON.parse(localStorage.getItem('ucash.transactions') ?? '{}') as {
          state?: { transactions?: Record<string, Record<string, { hash: string; summary?: string }>> }
        }
        const records = Object.values(stored.state?.transactions ?? {}).flatMap((byHash) => Object.values(byHash))
        return records.find((r) => r.summary === summary)?.hash as Hash | undefined
      }, SUMMARY)
      return hash
    })
    .toBeDefined()
  return hash!
}

/** The account view's entry for a transaction (the wrap by default), opening the view if needed. */
async function entry(page: Page, summary: string | RegExp = SUMMARY) {
  const dialog = page.getByRole('dialog', { name: 'Account' })
  if (!(await dialog.isVisible()))
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^0x|\.eth$|Pending$/ })
      .click()
  return dialog.getByRole('listitem').filter({ hasText: summary })
}

/** Sends, from the node, another transaction with the same nonce as `hash` and a higher fee. */
async function replace(hash: Hash, change: 'same call' | 'cancel'): Promise<Hash> {
  const original = await client().getTransaction({ hash })
  const fee = `0x${(original.maxFeePerGas! * 3n).toString(16)}`
  const body =
    change === 'same call'
      ? { from: original.from, to: original.to, data: original.input, value: `0x${original.value.toString(16)}` }
      : { from: original.from, to: original.from, value: '0x0' }
  return rpc<Hash>('eth_sendTransaction', [
    {
      ...body,
      nonce: `0x${original.nonce.toString(16)}`,
      gas: `0x${(100_000).toString(16)}`,
      maxFeePerGas: fee,
      maxPriorityFeePerGas: fee,
    },
  ])
}

test.beforeEach(async () => {
  await mineAtOnce()
  await mineEverySecond()
})

test('confirmed: the wrap is mined, the entry reads Confirmed and the WETH arrived', async ({ page }) => {
  const me = account(2)
  const before = await wethOf(me)
  await openWrap(page, 2)
  await mineAtOnce()
  await wrap(page)
  await expect(page.getByTestId('popup').filter({ hasText: SUMMARY })).toContainText('Transaction confirmed')
  await expect(await entry(page)).toHaveAttribute('data-status', 'confirmed')
  expect(await wethOf(me)).toBe(before + parseEther('0.01'))
})

test('rejected: nothing is recorded and the nonce is unchanged; double click sends one transaction', async ({
  page,
}) => {
  const me = account(2)
  await openWrap(page, 2)
  const nonce = await nonceOf(me)
  await page.evaluate(() => (window as unknown as { __e2eWallet: { rejectNext(): void } }).__e2eWallet.rejectNext())
  await page.getByRole('button', { name: 'Wrap', exact: true }).click()
  await expect(page.getByText('Transaction rejected.')).toBeVisible()
  expect(await nonceOf(me)).toBe(nonce)
  expect(await page.evaluate(() => localStorage.getItem('ucash.transactions') ?? '')).not.toContain('Wrap 0.01')
  await expect(page.getByRole('textbox', { name: /^From amount/ })).toHaveValue('0.01')
  await mineAtOnce()
  await page.getByRole('button', { name: 'Wrap', exact: true }).dblclick()
  await expect.poll(() => nonceOf(me)).toBe(nonce + 1)
  await expect(await entry(page)).toHaveAttribute('data-status', 'confirmed')
  expect(await nonceOf(me)).toBe(nonce + 1)
})

test('reverted: a transaction mined after its deadline reads Failed', async ({ page }) => {
  await openWrap(page, 3)
  // A swap carries a deadline: hold it, move the chain's clock past it, then mine.
  await page.goto(`/?outputCurrency=${devnet.manifest.tokens.find((t) => t.symbol === 'DAI')!.address}`)
  await page.getByRole('textbox', { name: /^From amount/ }).fill('0.01')
  await holdMining()
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Exchange/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Confirm Exchange' })
  await dialog.getByRole('button', { name: 'Confirm Exchange' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await rpc('evm_increaseTime', [3_600])
  await rpc('evm_mine')
  await expect(await entry(page, /^Swap 0.01 ETH/)).toHaveAttribute('data-status', /failed|expired/)
  await expect(page.getByTestId('popup').filter({ hasText: 'Swap 0.01 ETH' })).toContainText(/Transaction failed/)
})

test('dropped: the node forgets the transaction; the entry reads Dropped within two blocks', async ({ page }) => {
  await openWrap(page, 4)
  await holdMining()
  const hash = await wrap(page)
  await expect(await entry(page)).toHaveAttribute('data-status', 'pending')
  await rpc('anvil_dropTransaction', [hash])
  const dropped = await blockNumber()
  await mineEverySecond()
  await expect(await entry(page)).toHaveAttribute('data-status', 'dropped', { timeout: 10_000 })
  expect(await blockNumber()).toBeLessThanOrEqual(dropped + 3)
  expect(
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Pending$/ })
      .count(),
  ).toBe(0)
})

test('sped up: the same call at a higher fee takes the nonce; the entry follows it to Sped up', async ({ page }) => {
  const me = account(5)
  const before = await wethOf(me)
  await openWrap(page, 5)
  await holdMining()
  const hash = await wrap(page)
  const faster = await replace(hash, 'same call')
  await rpc('evm_mine')
  await mineEverySecond()
  await expect(await entry(page)).toHaveAttribute('data-status', 'sped-up', { timeout: 10_000 })
  await expect(page.getByTestId('popup').filter({ hasText: SUMMARY })).toContainText('sped up')
  expect(await wethOf(me)).toBe(before + parseEther('0.01'))
  expect((await client().getTransactionReceipt({ hash: faster })).status).toBe('success')
})

test('cancelled: a zero-value self-transfer takes the nonce; the entry reads Cancelled and no WETH arrives', async ({
  page,
}) => {
  const me = account(6)
  const before = await wethOf(me)
  await openWrap(page, 6)
  await holdMining()
  const hash = await wrap(page)
  await replace(hash, 'cancel')
  await rpc('evm_mine')
  await mineEverySecond()
  await expect(await entry(page)).toHaveAttribute('data-status', 'cancelled', { timeout: 10_000 })
  expect(await wethOf(me)).toBe(before)
})

test('reorged: when the block with the receipt is reverted away, the entry is pending again', async ({ page }) => {
  await openWrap(page, 7)
  const snapshot = await rpc<string>('evm_snapshot')
  await mineAtOnce()
  await wrap(page)
  await expect(await entry(page)).toHaveAttribute('data-status', 'confirmed')
  await rpc('evm_revert', [snapshot])
  const reverted = await blockNumber()
  await expect(await entry(page)).not.toHaveAttribute('data-status', 'confirmed', { timeout: 10_000 })
  expect(await blockNumber()).toBeLessThanOrEqual(reverted + 3)
  await expect(await entry(page)).toHaveAttribute('data-status', /pending|dropped/)
})

test('a reload right after the hash keeps the record, which then ends confirmed', async ({ page }) => {
  const me = account(8)
  const before = await wethOf(me)
  await openWrap(page, 8)
  await holdMining()
  await wrap(page)
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: '1 Pending' })).toBeVisible()
  await expect(await entry(page)).toHaveAttribute('data-status', 'pending')
  await rpc('evm_mine')
  await expect(await entry(page)).toHaveAttribute('data-status', 'confirmed')
  expect(await wethOf(me)).toBe(before + parseEther('0.01'))
})

test('Clear removes a pending entry, and it stays cleared after a reload', async ({ page }) => {
  await openWrap(page, 9)
  await holdMining()
  const hash = await wrap(page)
  const row = await entry(page)
  await expect(row).toHaveAttribute('data-status', 'pending')
  await row.getByRole('button', { name: `Clear ${SUMMARY}` }).click()
  await expect(row).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: /Pending$/ })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('ucash.transactions') ?? '')).not.toContain(hash)
  await rpc('anvil_dropTransaction', [hash])
})
