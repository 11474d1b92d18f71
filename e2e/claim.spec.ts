import { expect, test } from '@playwright/test'
import { erc20Abi, hexToBigInt } from 'viem'
import { e2eClient, e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'

const manifest = e2eManifest()

test('an eligible account claims its airdrop: the UNI arrives on chain and the claim button goes away', async ({ page }) => {
  const account = manifest.accounts[6]!.address
  const amount = hexToBigInt(manifest.claims[account]!.amount)
  const client = e2eClient(manifest)
  const balance = () => client.readContract({ address: manifest.contracts.uni, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
  const before = await balance()

  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
  await page.getByRole('button', { name: 'Claim UCASH' }).click()
  const dialog = page.getByRole('dialog', { name: 'Claim UCASH' })
  await expect(dialog.getByTestId('claim-amount')).toHaveText('400 UCASH')
  await dialog.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(dialog.getByRole('status')).toContainText('Claimed', { timeout: 15_000 })

  expect(await balance()).toBe(before + amount)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Claim UCASH' })).toHaveCount(0)
  await expect(page.getByTestId('popup').filter({ hasText: 'Claimed 400 UNI' })).toBeVisible()
  // The header's UCASH balance (2 decimals) includes the claim.
  await expect(page.getByTestId('ucash-balance')).toHaveText('400.00 UCASH')
})

test('an account without a claim sees no claim button', async ({ page }) => {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: manifest.accounts[8]!.address, chainId: manifest.chainId })
  await expect(page.getByRole('button', { name: '0x2361...1E8f' })).toBeVisible()
  await page.waitForTimeout(1_500)
  await expect(page.getByRole('button', { name: 'Claim UCASH' })).toHaveCount(0)
})
