/**
 * The reward pools (issue 13): /uni's cards, and on /uni/ETH/DAI deposit by permit and by approval, claim, 'Withdraw &
 * Claim' and partial withdraw, each asserted on chain. Dev account 4 signs the permit; others are fresh accounts.
 */
import type { Page } from '@playwright/test'
import { type Address, type Hash, parseEther, toFunctionSelector } from 'viem'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { recordedHash, stakingTools } from './fixtures/staking'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const staking = stakingTools(manifest)
const DAI = manifest.tokens.find((t) => t.symbol === 'DAI' && !t.role)!.address
const POOL_PAGE = `/uni/ETH/${DAI}`

async function open(page: Page, account: Address, path: string): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
  await page.goto(path)
}

/** The transaction the app sent for `summary`, once recorded. */
async function sentTransaction(page: Page, summary: string) {
  let hash: Hash | undefined
  await expect.poll(async () => (hash = await recordedHash(page, summary))).toBeDefined()
  const receipt = await staking.client.waitForTransactionReceipt({ hash: hash! })
  return { receipt, transaction: await staking.client.getTransaction({ hash: hash! }) }
}

const selector = (signature: string) => toFunctionSelector(signature)

test('/uni lists every running pool, the user’s stake first, with rate, APR estimate and a ticking countdown', async ({
  page,
}) => {
  await open(page, manifest.accounts[0]!.address, '/uni')
  const cards = page.getByTestId('reward-pool-card')
  await expect(cards).toHaveCount(4)
  // #0 stakes in ETH/DAI only: its card comes first, with its stake and unclaimed rewards.
  const first = cards.first()
  await expect(first).toHaveAttribute('aria-label', 'ETH-DAI pool')
  await expect(first.getByTestId('user-stake')).toContainText('UNI-V2')
  await expect(first.getByTestId('pool-rate')).toHaveText('583,333 UNI / week')
  await expect(first.getByTestId('pool-apr')).toHaveText(/^[\d,]+\.\d\d%$/)
  await expect(first.getByTestId('total-deposited-eth')).toHaveText(/ETH$/)
  // The countdown ticks every second in days:hh:mm:ss.
  const countdown = first.getByTestId('rewards-countdown')
  await expect(countdown).toHaveText(/^Rewards end in \d+:\d\d:\d\d:\d\d$/)
  const shown = await countdown.textContent()
  await expect(countdown).not.toHaveText(shown!, { timeout: 3_000 })
  await expect(page.getByText('No active pools')).toHaveCount(0)
})

test('deposit through a permit signed for the pool: stakeWithPermit, gas 350000, the stake rises by the amount', async ({
  page,
}) => {
  const me = manifest.accounts[4]!.address
  await staking.givePoolTokens(me, parseEther('1'))
  const [stakedBefore, lpBefore] = [await staking.staked(me), await staking.lpBalance(me)]
  await open(page, me, POOL_PAGE)
  await page.getByRole('button', { name: /^Deposit/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Deposit' })
  const amount = dialog.getByRole('textbox', { name: 'Deposit amount' })
  // More than the unstaked pool tokens is not an amount (spec 5).
  await amount.fill('100000')
  await expect(dialog.getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
  await amount.fill('0.5')
  await expect(dialog.getByTestId('weekly-rewards')).toHaveText(/Weekly rewards[\d,.]+ UNI \/ week/)
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog.getByRole('button', { name: 'Approved' })).toBeVisible({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByTestId('submitted-text')).toHaveText('Deposited 0.5 UNI-V2')

  const { transaction, receipt } = await sentTransaction(page, 'Deposit 0.5 UNI-V2')
  expect(receipt.status).toBe('success')
  expect(transaction.input.slice(0, 10)).toBe(selector('stakeWithPermit(uint256,uint256,uint8,bytes32,bytes32)'))
  expect(transaction.gas).toBe(350_000n)
  expect(await staking.staked(me)).toBe(stakedBefore + parseEther('0.5'))
  expect(await staking.lpBalance(me)).toBe(lpBefore - parseEther('0.5'))
  // The permit was for exactly the amount: nothing is left approved.
  expect(await staking.allowance(me)).toBe(0n)
})

test('deposit through an approval when the wallet cannot sign: approve, then stake with gas 350000', async ({
  page,
}) => {
  const me = await staking.freshAccount()
  await staking.givePoolTokens(me, parseEther('2'))
  await open(page, me, POOL_PAGE)
  await page.evaluate(() => (window as unknown as { __e2eWallet: { failSignNext(): void } }).__e2eWallet.failSignNext())
  await page.getByRole('button', { name: /^Deposit/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Deposit' })
  await dialog.getByRole('button', { name: 'Max Deposit' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Deposit amount' })).toHaveValue('2')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog.getByRole('button', { name: 'Approved' })).toBeVisible({ timeout: 15_000 })
  expect(await staking.allowance(me)).toBeGreaterThanOrEqual(parseEther('2'))
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })

  const { transaction } = await sentTransaction(page, 'Deposit 2 UNI-V2')
  expect(transaction.input.slice(0, 10)).toBe(selector('stake(uint256)'))
  expect(transaction.gas).toBe(350_000n)
  await expect.poll(() => staking.staked(me)).toBe(parseEther('2'))
  expect(await staking.lpBalance(me)).toBe(0n)
})

test('claim: offered once something is earned; the UNI balance rises by what was earned, within one block', async ({
  page,
}) => {
  const me = await staking.freshAccount()
  await staking.givePoolTokens(me, parseEther('50'))
  await staking.stakeDirectly(me, parseEther('50'))
  const uniBefore = await staking.uniBalance(me)
  await open(page, me, POOL_PAGE)
  await expect(page.getByTestId('user-earned')).not.toHaveText('0')
  await page.getByRole('button', { name: 'Claim', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Claim' })
  await dialog.getByRole('button', { name: 'Claim UNI' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })

  const { transaction, receipt } = await sentTransaction(page, 'Claim accumulated UNI rewards')
  expect(transaction.input.slice(0, 10)).toBe(selector('getReward()'))
  expect(transaction.gas).toBe(350_000n)
  const rise = (await staking.uniBalance(me)) - uniBefore
  // What was earned at the block before the claim, plus at most one block of the pool's whole rate.
  const before = receipt.blockNumber - 1n
  const [earnedBefore, rate, blockBefore, blockOf] = await Promise.all([
    staking.earned(me, before),
    staking.rewardRate(),
    staking.client.getBlock({ blockNumber: before }),
    staking.client.getBlock({ blockNumber: receipt.blockNumber }),
  ])
  expect(rise).toBeGreaterThanOrEqual(earnedBefore)
  expect(rise - earnedBefore).toBeLessThanOrEqual(rate * (blockOf.timestamp - blockBefore.timestamp))
  expect(await staking.earned(me)).toBeLessThan(earnedBefore + 1n + rate * 10n)
  // The stake stays.
  expect(await staking.staked(me)).toBe(parseEther('50'))
})

test("'Withdraw & Claim' exits: stake 0, every pool token back, rewards paid (exit, gas 300000)", async ({ page }) => {
  const me = await staking.freshAccount()
  await staking.givePoolTokens(me, parseEther('3'))
  await staking.stakeDirectly(me, parseEther('3'))
  const uniBefore = await staking.uniBalance(me)
  await open(page, me, POOL_PAGE)
  await page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Withdraw' })
  await expect(dialog.getByTestId('dialog-staked')).toHaveText('3 UNI-V2')
  await dialog.getByRole('button', { name: 'Withdraw & Claim' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })

  const { transaction } = await sentTransaction(page, 'Withdraw 3 UNI-V2 and claim rewards')
  expect(transaction.input.slice(0, 10)).toBe(selector('exit()'))
  expect(transaction.gas).toBe(300_000n)
  expect(await staking.staked(me)).toBe(0n)
  expect(await staking.lpBalance(me)).toBe(parseEther('3'))
  expect(await staking.uniBalance(me)).toBeGreaterThan(uniBefore)
  expect(await staking.earned(me)).toBe(0n)
})

test('a partial withdraw takes that much out of the stake and leaves the rewards to claim', async ({ page }) => {
  const me = await staking.freshAccount()
  await staking.givePoolTokens(me, parseEther('1'))
  await staking.stakeDirectly(me, parseEther('1'))
  await open(page, me, POOL_PAGE)
  await page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Withdraw' })
  const amount = dialog.getByRole('textbox', { name: 'Withdraw amount' })
  await amount.fill('1.5')
  await expect(dialog.getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
  await amount.fill('0.4')
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })

  const { transaction } = await sentTransaction(page, 'Withdraw 0.4 UNI-V2')
  expect(transaction.input.slice(0, 10)).toBe(selector('withdraw(uint256)'))
  expect(await staking.staked(me)).toBe(parseEther('0.6'))
  expect(await staking.lpBalance(me)).toBe(parseEther('0.4'))
  expect(await staking.uniBalance(me)).toBe(0n)
  expect(await staking.earned(me)).toBeGreaterThan(0n)
})

test('without a wallet the pool page asks to connect; without pool tokens it links to adding liquidity', async ({
  page,
}) => {
  await page.goto(POOL_PAGE)
  await expect(page.getByRole('main').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('pool-rate')).toHaveText('583,333 UNI / week')

  const me = await staking.freshAccount()
  await open(page, me, POOL_PAGE)
  const link = page.getByRole('link', { name: 'Add ETH-DAI liquidity' })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', `/add/ETH/${DAI}`)
  await expect(page.getByRole('button', { name: /^Deposit/ })).toHaveCount(0)
  await expect(page.getByTestId('pool-apr')).toHaveText(/%$/)

  await page.goto('/uni/ETH/0x0000000000000000000000000000000000000001')
  await expect(page.getByText('There is no reward pool for this pair.')).toBeVisible()
})

interface RpcCall {
  method: string
  params?: [{ to?: string }, ...unknown[]]
}

test('/uni costs one eth_call per block, every read of the page in one Multicall3 aggregate', async ({ page }) => {
  await open(page, manifest.accounts[0]!.address, '/uni')
  await expect(page.getByRole('banner').getByRole('button', { name: 'trader.eth' })).toBeVisible()
  await expect(page.getByTestId('pool-apr').first()).toHaveText(/%$/)
  // Unclaimed rewards follow the blocks.
  const earned = page.getByTestId('user-earned').first()
  const before = await earned.textContent()
  await expect(earned).not.toHaveText(before!, { timeout: 5_000 })

  const calls: RpcCall[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(manifest.rpcUrl) || request.method() !== 'POST') return
    const body = request.postDataJSON() as RpcCall | RpcCall[]
    calls.push(...(Array.isArray(body) ? body : [body]))
  })
  const startBlock = await staking.client.getBlockNumber({ cacheTime: 0 })
  await page.waitForTimeout(6_000)
  const blocks = Number((await staking.client.getBlockNumber({ cacheTime: 0 })) - startBlock)
  const ethCalls = calls.filter((c) => c.method === 'eth_call')
  console.log(`/uni: ${ethCalls.length} eth_call over ${blocks} blocks`)
  expect(blocks).toBeGreaterThanOrEqual(4)
  expect(ethCalls.length).toBeLessThanOrEqual(blocks + 1)
  expect(ethCalls.length).toBeGreaterThanOrEqual(Math.floor(blocks / 2))
  for (const call of ethCalls)
    expect(call.params?.[0].to?.toLowerCase()).toBe(manifest.contracts.multicall.toLowerCase())
})
