/**
 * After the rewards end, on this file's own devnet (clock moved past every `periodFinish`): no running pool, ETH/DAI
 * listed apart for account 0's stake, APR 0, 'Rewards have ended!', and the unclaimed rewards claimed exactly.
 */
import type { Hash } from 'viem'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { ownDevnet } from './fixtures/ownDevnet'
import { recordedHash, stakingTools } from './fixtures/staking'
import { expect, test } from './fixtures/test'

const devnet = ownDevnet()

test('after periodFinish: no active pools, the staked pool apart with APR 0 and its rewards still claimable', async ({
  page,
}) => {
  const staking = stakingTools(devnet.manifest)
  const me = devnet.manifest.accounts[0]!.address
  const { node, client } = staking
  // Past the end of every pool (they all started together), by a day.
  const latest = await client.getBlock()
  const end = await staking.periodFinish()
  await node.setNextBlockTimestamp({ timestamp: end + 86_400n })
  await node.mine({ blocks: 1 })
  expect((await client.getBlock()).timestamp).toBeGreaterThan(end)
  expect(latest.timestamp).toBeLessThan(end)
  const earned = await staking.earned(me)
  expect(earned).toBeGreaterThan(0n)

  // The app's reads and the wallet go to this devnet.
  await devnet.routeApp(page)
  await connectInjectedWallet(page, { rpcUrl: devnet.manifest.rpcUrl, account: me, chainId: devnet.manifest.chainId })
  await expect(page.getByRole('banner').getByRole('button', { name: 'trader.eth' })).toBeVisible()
  await page.goto('/uni')
  await expect(page.getByText('No active pools')).toBeVisible()
  const ended = page.getByRole('region', { name: 'Ended pools' })
  const card = ended.getByTestId('reward-pool-card')
  await expect(card).toHaveCount(1)
  await expect(card).toHaveAttribute('aria-label', 'ETH-DAI pool')
  await expect(card.getByTestId('rewards-countdown')).toHaveText('Rewards have ended!')
  await expect(card.getByTestId('pool-apr')).toHaveText('0.00%')
  await expect(card.getByTestId('pool-rate')).toHaveText('0 UNI / week')

  await card.getByRole('link', { name: 'Manage' }).click()
  await expect(page.getByTestId('rewards-countdown')).toHaveText('Rewards have ended!')
  // No deposits into an ended pool; the stake can still leave and the rewards be claimed.
  await expect(page.getByRole('button', { name: /^Deposit/ })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true })).toBeVisible()
  const uniBefore = await staking.uniBalance(me)
  await page.getByRole('button', { name: 'Claim', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Claim' })
  await dialog.getByRole('button', { name: 'Claim UNI' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  let hash: Hash | undefined
  await expect.poll(async () => (hash = await recordedHash(page, 'Claim accumulated UNI rewards'))).toBeDefined()
  expect((await client.waitForTransactionReceipt({ hash: hash! })).status).toBe('success')
  expect(await staking.uniBalance(me)).toBe(uniBefore + earned)
  expect(await staking.earned(me)).toBe(0n)
  // Nothing left to claim: the Claim button goes away once the dialog is closed.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toHaveCount(0)
  expect(await staking.staked(me)).toBeGreaterThan(0n)
})
