/**
 * The airdrop and UCASH breakdown on the shared devnet, checked on chain. Uses claims #6 (self), #5 and #4 (address
 * claims from #8; #5 via pay.trader.eth); #0-#3 and #7 stay claimable.
 */
import type { Page } from '@playwright/test'
import { type Address, erc20Abi, formatUnits, hexToBigInt, parseAbi } from 'viem'
import { e2eClient, e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'
import { wrongChecksum } from './fixtures/wrongChecksum'

const manifest = e2eManifest()
const client = e2eClient(manifest)
const distributorAbi = parseAbi(['function isClaimed(uint256 index) view returns (bool)'])
const earnedAbi = parseAbi(['function earned(address account) view returns (uint256)'])

const account = (index: number): Address => manifest.accounts[index]!.address
const claimOf = (owner: Address) => manifest.claims[owner]!
const uniOf = (owner: Address) =>
  client.readContract({ address: manifest.contracts.uni, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const isClaimed = (owner: Address) =>
  client.readContract({
    address: manifest.contracts.merkleDistributor,
    abi: distributorAbi,
    functionName: 'isClaimed',
    args: [BigInt(claimOf(owner).index)],
  })
/** Exactly `places` decimals, cut, grouped: as the app shows UCASH amounts. */
const fixed = (raw: bigint, places: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(formatUnits(raw, 18) as unknown as number)

const connect = (page: Page, index: number) =>
  connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: account(index), chainId: manifest.chainId })
const header = (page: Page) => page.getByRole('banner')
/** Scripts the page loaded whose URL names the confetti library's chunk. */
const confettiScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /confetti/i.test(entry.name)).length)

test('self claim: the UNI arrives on chain with confetti, and the header shows the balance instead of the claim', async ({
  page,
}) => {
  const me = account(6)
  const amount = hexToBigInt(claimOf(me).amount)
  const before = await uniOf(me)
  expect(await isClaimed(me)).toBe(false)

  await connect(page, 6)
  // The claim popup offers the claim too.
  const popup = page.getByRole('complementary', { name: 'UCASH has arrived' })
  // The popup waits for the claim data and the distributor's root: under a loaded machine that can pass 5 s.
  await expect(popup).toContainText('400 UCASH', { timeout: 15_000 })
  await page.screenshot({ path: test.info().outputPath('claim-popup.png') })
  await header(page).getByRole('button', { name: 'Claim UCASH' }).click()
  const dialog = page.getByRole('dialog', { name: 'Claim UCASH' })
  await expect(dialog.getByTestId('claim-amount')).toHaveText('400 UCASH')
  await expect(popup).toHaveCount(0)
  // The confetti library is not part of the page until a claim completes.
  expect(await confettiScripts(page)).toBe(0)
  await dialog.getByRole('button', { name: 'Claim UCASH' }).click()
  await expect(dialog.getByRole('status')).toContainText('Claimed', { timeout: 15_000 })
  await expect(dialog.getByTestId('claim-progress-amount')).toHaveText('400 UCASH')
  await expect(dialog.getByTestId('transaction-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  await expect(page.locator('body > canvas')).toBeAttached()
  expect(await confettiScripts(page)).toBeGreaterThan(0)
  await page.screenshot({ path: test.info().outputPath('claimed.png') })

  expect(await isClaimed(me)).toBe(true)
  expect(await uniOf(me)).toBe(before + amount)
  await page.keyboard.press('Escape')
  await expect(header(page).getByRole('button', { name: 'Claim UCASH' })).toHaveCount(0)
  await expect(page.getByTestId('popup').filter({ hasText: 'Claimed 400 UNI' })).toBeVisible()
  // The header's UCASH balance (2 decimals) includes the claim.
  await expect(header(page).getByTestId('ucash-balance')).toHaveText(`${fixed(before + amount, 2)} UCASH`)
})

test('the claim dialog breaks the amount down by the flags the service sends', async ({ page }) => {
  // #1's claim (1400) served with flags, as a claim service may: user 400 and SOCKS 1000. Nothing is claimed.
  await page.route(`**/claims/${manifest.chainId}/**`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...body, flags: { isSOCKS: true, isLP: false, isUser: true } } })
  })
  await connect(page, 1)
  await header(page).getByRole('button', { name: 'Claim UCASH' }).click()
  const dialog = page.getByRole('dialog', { name: 'Claim UCASH' })
  await expect(dialog.getByTestId('claim-amount')).toHaveText('1,400 UCASH')
  const breakdown = dialog.getByRole('definition')
  await expect(breakdown).toHaveText(['400 UCASH', '1,000 UCASH'])
  await expect(dialog.getByRole('term')).toHaveText(['User', 'SOCKS'])
  await page.screenshot({ path: test.info().outputPath('self-claim-breakdown.png') })
})

test('/claim opens the address claim; a name resolves and the UNI lands at that address, not the wallet', async ({
  page,
}) => {
  const recipient = account(5)
  const me = account(8)
  const amount = hexToBigInt(claimOf(recipient).amount)
  const [recipientBefore, mineBefore] = [await uniOf(recipient), await uniOf(me)]
  expect(await isClaimed(recipient)).toBe(false)

  await connect(page, 8)
  await expect(header(page).getByRole('button', { name: '0x2361...1E8f' })).toBeVisible()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/claim')
  await expect(page).toHaveURL(/\/$/)
  const dialog = page.getByRole('dialog', { name: 'Claim UCASH for an address' })
  await expect(dialog).toBeVisible()
  // Over the swap screen (hidden from assistive technology while the dialog is open).
  await expect(page.getByRole('heading', { level: 2, name: 'Swap', includeHidden: true })).toBeAttached()
  const claim = dialog.getByRole('button', { name: 'Claim UCASH' })
  await expect(claim).toBeDisabled()

  await dialog.getByRole('textbox', { name: 'Recipient' }).fill('pay.trader.eth')
  await expect(dialog.getByTestId('recipient-address')).toHaveText(recipient)
  await expect(dialog.getByTestId('claim-amount')).toHaveText('777.77 UCASH')
  await expect(dialog.getByRole('note')).toContainText(`The tokens go to ${recipient}, not to your wallet`)
  await page.screenshot({ path: test.info().outputPath('address-claim.png') })
  await claim.click()
  await expect(dialog.getByRole('status')).toContainText('Claimed', { timeout: 15_000 })
  await expect(dialog.getByRole('status')).toContainText('for 0x9965...A4dc')

  expect(await isClaimed(recipient)).toBe(true)
  expect(await uniOf(recipient)).toBe(recipientBefore + amount)
  expect(await uniOf(me)).toBe(mineBefore)
  // Reduced motion: no confetti, and its library was never loaded.
  await expect(page.locator('body > canvas')).toHaveCount(0)
  expect(await confettiScripts(page)).toBe(0)
  // Summaries show 3 significant digits (spec 9).
  await expect(page.getByTestId('popup').filter({ hasText: 'Claimed 777 UNI' })).toBeVisible()
})

test('an address without a claim, a claimed one and a name that resolves to nothing cannot claim, and say why', async ({
  page,
}) => {
  await connect(page, 8)
  await page.goto('/claim')
  const dialog = page.getByRole('dialog', { name: 'Claim UCASH for an address' })
  const recipient = dialog.getByRole('textbox', { name: 'Recipient' })
  const claim = dialog.getByRole('button', { name: 'Claim UCASH' })

  await recipient.fill(account(8))
  await expect(dialog.getByRole('alert')).toContainText('Address has no available claim')
  await expect(dialog.getByRole('alert')).toContainText('It is not in the airdrop.')
  await expect(claim).toBeDisabled()
  await page.screenshot({ path: test.info().outputPath('address-no-claim.png') })

  await recipient.fill('unregistered.eth')
  await expect(dialog.getByRole('alert')).toHaveText('Invalid recipientNo address found for unregistered.eth')
  await expect(claim).toBeDisabled()

  // #0's address, pasted with one letter's case changed: its checksum fails, so it is no address to claim for.
  await recipient.fill(wrongChecksum(account(0)))
  await expect(dialog.getByRole('alert')).toHaveText(
    "Invalid addressIts capital letters do not match the address's checksum (EIP-55), so it may be mistyped: copy it again.",
  )
  await expect(recipient).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByTestId('claim-amount')).toHaveCount(0)
  await expect(claim).toBeDisabled()
  // The distributor itself is refused as a claim address.
  await recipient.fill(manifest.contracts.merkleDistributor)
  await expect(dialog.getByRole('alert')).toHaveText(
    "Invalid recipientThis is the airdrop's distributor contract, not a wallet.",
  )
  await expect(claim).toBeDisabled()

  // Once claimed (here, for #4), an address says so.
  const claimed = account(4)
  await recipient.fill(claimed.toLowerCase())
  await expect(dialog.getByTestId('claim-amount')).toHaveText('1,000 UCASH')
  await claim.click()
  await expect(dialog.getByRole('status')).toContainText('Claimed', { timeout: 15_000 })
  expect(await isClaimed(claimed)).toBe(true)
  await page.keyboard.press('Escape')
  await page.goto('/claim')
  await recipient.fill(claimed)
  await expect(dialog.getByRole('alert')).toContainText('Address has no available claim')
  await expect(dialog.getByRole('alert')).toContainText('Its airdrop has already been claimed.')
  await expect(claim).toBeDisabled()
})

test('the UCASH breakdown: balance, unclaimed rewards across pools, total supply from chain, add to wallet, the pools', async ({
  page,
}) => {
  // #1 stakes in two pools. Its airdrop is hidden (the claim service answers 404), so the header shows the balance.
  const me = account(1)
  await page.route(`**/claims/${manifest.chainId}/**`, (route) =>
    route.fulfill({ status: 404, json: { error: 'No claim' } }),
  )
  const earned = async () => {
    const each = await Promise.all(
      manifest.stakingRewards.map((pool) =>
        client.readContract({ address: pool.address, abi: earnedAbi, functionName: 'earned', args: [me] }),
      ),
    )
    return each.reduce((sum, value) => sum + value, 0n)
  }
  const balance = await uniOf(me)
  const totalSupply = await client.readContract({
    address: manifest.contracts.uni,
    abi: erc20Abi,
    functionName: 'totalSupply',
  })
  // Rewards accrue every block: what is shown lies between the chain's figures before opening and after reading it.
  const low = await earned()
  expect(low).toBeGreaterThan(0n)

  await connect(page, 1)
  await header(page).getByTestId('ucash-balance').click()
  const dialog = page.getByRole('dialog', { name: 'Your UCASH Breakdown' })
  await expect(dialog.getByTestId('ucash-breakdown-balance')).toHaveText(`Balance${fixed(balance, 2)} UCASH`)
  await expect(dialog.getByTestId('ucash-breakdown-supply')).toHaveText(`Total supply${fixed(totalSupply, 0)}`)
  const unclaimed = dialog.getByTestId('ucash-breakdown-unclaimed').getByRole('definition')
  await expect(unclaimed).toHaveText(/^\d[\d,]*\.\d{4} UCASH$/)
  const shown = Number((await unclaimed.textContent())!.replace(/[^\d.]/g, ''))
  const high = await earned()
  expect(shown).toBeGreaterThanOrEqual(Number(fixed(low, 4).replace(/,/g, '')))
  expect(shown).toBeLessThanOrEqual(Number(formatUnits(high, 18)))
  // The fixed price and circulating supply are mainnet's: not on the devnet.
  await expect(dialog.getByText('UCASH price')).toHaveCount(0)
  await expect(dialog.getByText('UCASH in circulation')).toHaveCount(0)
  await expect(dialog).not.toContainText('BTC')
  await page.screenshot({ path: test.info().outputPath('ucash-breakdown.png') })

  await dialog.getByRole('button', { name: 'Add UNI to wallet' }).click()
  await expect(dialog.getByText('Added')).toBeVisible()
  const watched = await page.evaluate(
    () => (window as unknown as { __e2eWallet: { watched: unknown[] } }).__e2eWallet.watched,
  )
  expect(watched).toEqual([
    {
      type: 'ERC20',
      options: expect.objectContaining({ address: manifest.contracts.uni, symbol: 'UNI', decimals: 18 }),
    },
  ])

  await dialog.getByRole('link', { name: 'View reward pools' }).click()
  await expect(page).toHaveURL(/\/uni$/)
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Participating pools' })).toBeVisible()
})

test('an account without a claim sees its balance, no claim button and no claim popup', async ({ page }) => {
  await connect(page, 8)
  await expect(header(page).getByTestId('ucash-balance')).toHaveText('0.00 UCASH')
  await expect(header(page).getByRole('button', { name: 'Claim UCASH' })).toHaveCount(0)
  await expect(page.getByRole('complementary', { name: 'UCASH has arrived' })).toHaveCount(0)
})
