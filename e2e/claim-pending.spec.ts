/**
 * A claim pending across a reload, on this file's own devnet (mining held by hand), the app's RPC routed to it; claim
 * data comes from the shared devnet's service (same tree).
 */
import type { Page } from '@playwright/test'
import { type Address, erc20Abi, hexToBigInt, parseAbi } from 'viem'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { ownDevnet } from './fixtures/ownDevnet'
import { expect, test } from './fixtures/test'

const devnet = ownDevnet()
const { rpc, client } = devnet
const distributorAbi = parseAbi(['function isClaimed(uint256 index) view returns (bool)'])

const uniOf = (owner: Address) =>
  client().readContract({
    address: devnet.manifest.contracts.uni,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const isClaimed = (index: number) =>
  client().readContract({
    address: devnet.manifest.contracts.merkleDistributor,
    abi: distributorAbi,
    functionName: 'isClaimed',
    args: [BigInt(index)],
  })
const pendingCount = async () => Number(BigInt(await rpc<string>('eth_getBlockTransactionCountByNumber', ['pending'])))

async function open(page: Page, account: Address): Promise<void> {
  await devnet.routeApp(page)
  await connectInjectedWallet(page, { rpcUrl: devnet.rpcUrl, account, chainId: devnet.manifest.chainId })
}

test('a claim pending in the pool still reads Claiming after a reload, then Claimed once mined', async ({ page }) => {
  const me = devnet.manifest.accounts[7]!.address
  const claim = devnet.manifest.claims[me]!
  const before = await uniOf(me)
  expect(await isClaimed(claim.index)).toBe(false)

  await open(page, me)
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Claim UCASH' }).click()
  const dialog = page.getByRole('dialog', { name: 'Claim UCASH' })
  await expect(dialog.getByTestId('claim-amount')).toHaveText('400 UCASH')

  // From here nothing is mined until the test says so.
  await rpc('evm_setAutomine', [false])
  await rpc('evm_setIntervalMining', [0])
  await dialog.getByRole('button', { name: 'Claim UCASH' }).click()
  await expect(dialog.getByRole('status')).toContainText('Claiming')
  await expect(dialog.getByTestId('transaction-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = await dialog.getByTestId('transaction-hash').textContent()
  await expect.poll(pendingCount).toBe(1)

  // Closed and opened again: still claiming.
  await page.keyboard.press('Escape')
  await expect(header.getByRole('button', { name: 'Claiming UCASH' })).toBeVisible()
  await header.getByRole('button', { name: 'Claiming UCASH' }).click()
  await expect(dialog.getByRole('status')).toContainText('Claiming')

  await page.reload()
  await expect(header.getByRole('button', { name: 'Claiming UCASH' })).toBeVisible()
  await header.getByRole('button', { name: 'Claiming UCASH' }).click()
  await expect(dialog.getByRole('status')).toContainText('Claiming')
  await expect(dialog.getByTestId('transaction-hash')).toHaveText(hash!)
  expect(await isClaimed(claim.index)).toBe(false)

  await rpc('evm_mine')
  await expect(dialog.getByRole('status')).toContainText('Claimed', { timeout: 15_000 })
  expect(await isClaimed(claim.index)).toBe(true)
  expect(await uniOf(me)).toBe(before + hexToBigInt(claim.amount))
  await rpc('evm_setAutomine', [true])
  await page.keyboard.press('Escape')
  await expect(header.getByRole('button', { name: /Claim/ })).toHaveCount(0)
  await expect(header.getByTestId('ucash-balance')).toHaveText('400.00 UCASH')
})

test('a claim the wallet rejects returns to the entry state, and nothing is recorded', async ({ page }) => {
  const me = devnet.manifest.accounts[6]!.address
  // Blocks every second again, as on the shared devnet (with no new block the app says its data is stale and sends nothing).
  await rpc('evm_setIntervalMining', [1])
  await open(page, me)
  await page.getByRole('banner').getByRole('button', { name: 'Claim UCASH' }).click()
  const dialog = page.getByRole('dialog', { name: 'Claim UCASH' })
  await page.evaluate(() => (window as unknown as { __e2eWallet: { rejectNext(): void } }).__e2eWallet.rejectNext())
  await dialog.getByRole('button', { name: 'Claim UCASH' }).click()
  await expect(dialog.getByRole('button', { name: 'Claim UCASH' })).toBeEnabled()
  await expect(dialog.getByTestId('claim-amount')).toHaveText('400 UCASH')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('ucash.transactions') ?? '')).not.toContain('Claimed')
  expect(await isClaimed(devnet.manifest.claims[me]!.index)).toBe(false)
})
