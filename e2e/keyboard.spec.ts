/**
 * Keyboard-only walks (issue 17): every flow with keys alone (no click or fill), each write asserted on chain and every
 * focus stop drawing a visible indicator. A fresh impersonated account does the flows (claim #7 is left for it);
 * dev account 0 votes on proposal 6, which nothing else reads.
 */
import type { Locator, Page } from '@playwright/test'
import { type Address, erc20Abi, getAddress, hexToBigInt, parseAbi } from 'viem'
import { chainTools } from './fixtures/chain'
import { e2eManifest } from './fixtures/devnet'
import { governanceTools } from './fixtures/governance'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { stakingTools } from './fixtures/staking'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const chain = chainTools(manifest)
const gov = governanceTools(manifest)
const staking = stakingTools(manifest)
const DAI = chain.token('DAI')
const claimant = manifest.accounts[7]!.address
const impostor = manifest.tokens.find((t) => t.role === 'impostor')!
const cmt = manifest.tokens.find((t) => t.role === 'extra')!

/** What Tab may land on, described for a failure message. */
interface FocusStop {
  hit: boolean
  what: string
  /** A visible focus indicator: :focus-visible with an outline (or a ring drawn as a box shadow). */
  shown: boolean
}

/**
 * Tabs (Shift+Tab with `back`) until `target` has focus, at most `max` times, failing with the stops made; every stop
 * must show its focus.
 */
async function tabTo(
  page: Page,
  target: Locator | string,
  { back = false, max = 50 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  const locator = typeof target === 'string' ? page.getByRole('button', { name: target, exact: true }) : target
  // Nothing to reach before it is on screen (a dialog's content loads, a row appears once read from the chain).
  await locator.first().waitFor()
  // Resolved once: matching a role and name again at every press would cost more than the press.
  const targets = await locator.elementHandles()
  const stops: string[] = []
  // Press 0 only looks: focus may be there already (given back to an opener).
  for (let i = 0; i <= max; i++) {
    if (i > 0) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const stop: FocusStop = await page.evaluate((elements) => {
      const active = document.activeElement
      if (!active || active === document.body) return { hit: false, what: '(nothing)', shown: true }
      const style = getComputedStyle(active)
      const label = active.getAttribute('aria-label') ?? (active.textContent ?? '').trim().slice(0, 40)
      return {
        hit: elements.some((element) => element === active),
        what: `<${active.tagName.toLowerCase()}> ${label}`,
        shown: active.matches(':focus-visible') && (style.outlineStyle !== 'none' || style.boxShadow !== 'none'),
      }
    }, targets)
    if (i === 0 && !stop.hit) continue
    stops.push(stop.what)
    expect(stop.shown, `focus is visible on ${stop.what}`).toBe(true)
    if (stop.hit) return void (await Promise.all(targets.map((target) => target.dispose())))
  }
  throw new Error(
    `${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(locator)} in ${max} presses; focus went: ${stops.join(' -> ')}`,
  )
}

/** Tabs to a control and presses Enter on it. */
async function activate(
  page: Page,
  target: Locator | string,
  options?: { back?: boolean; max?: number },
): Promise<void> {
  await tabTo(page, target, options)
  await page.keyboard.press('Enter')
}

/** Selects what is in the focused field, and types over it. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

const settingsOf = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('ucash.settings') ?? '{}') as { state?: Record<string, unknown> }).state ?? {},
  )
const submitted = (dialog: Locator) =>
  expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })

async function open(page: Page, account: Address, path: string): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId })
  if (path !== '/') await page.goto(path)
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
}

/** Loads a screen as if its address were typed, and waits for its heading. */
async function go(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
}

test('a new account, by keyboard alone: settings, swap, liquidity, tokens and lists, staking, claim, delegation', async ({
  page,
}) => {
  // Nine flows by keyboard on one page: twice their time on a loaded machine before it counts as stuck.
  test.setTimeout(180_000)
  const me = await gov.freshHolder('1000')
  await open(page, me, '/')
  const main = page.getByRole('main')

  await test.step('settings: a slippage preset, then a custom one, the deadline, expert mode on and off', async () => {
    await activate(page, 'Settings')
    const settings = page.getByRole('dialog', { name: 'Settings' })
    await expect(settings).toBeVisible()
    await activate(page, settings.getByRole('button', { name: '1%', exact: true }))
    await expect.poll(async () => (await settingsOf(page)).userSlippageTolerance).toBe(100)
    await tabTo(page, settings.getByRole('textbox', { name: 'Custom slippage' }))
    await page.keyboard.type('0.8')
    await expect.poll(async () => (await settingsOf(page)).userSlippageTolerance).toBe(80)
    await tabTo(page, settings.getByRole('textbox', { name: 'Transaction deadline' }))
    await typeOver(page, '30')
    await expect.poll(async () => (await settingsOf(page)).userDeadline).toBe(1800)
    await tabTo(page, settings.getByRole('switch', { name: 'Toggle Expert Mode' }))
    await page.keyboard.press('Space')
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' })
    await expect(confirm).toBeVisible()
    // The confirmation's field has focus: type the word and submit with Enter.
    await page.keyboard.type('confirm')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await settingsOf(page)).userExpertMode).toBe(true)
    await expect(confirm).toHaveCount(0)
    // Back in the settings (or reopened by Enter on the gear): turn it off again with Space.
    if ((await settings.count()) === 0) await activate(page, 'Settings', { back: true })
    await tabTo(page, settings.getByRole('switch', { name: 'Toggle Expert Mode' }))
    await page.keyboard.press('Space')
    await expect.poll(async () => (await settingsOf(page)).userExpertMode).toBe(false)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused()
  })

  await test.step('swap ETH -> DAI: pick DAI in the token picker, type the amount, confirm', async () => {
    await activate(page, main.getByRole('button', { name: /^To token/ }))
    const picker = page.getByRole('dialog', { name: 'Select a token' })
    await expect(picker.getByRole('combobox', { name: 'Search name or paste address' })).toBeFocused()
    await page.keyboard.type('DAI')
    await expect(picker.getByRole('option').first()).toContainText('DAI')
    await page.keyboard.press('Enter')
    await expect(main.getByRole('button', { name: /^To token/ })).toHaveAccessibleName('To token: DAI. Change')
    await tabTo(page, main.getByRole('textbox', { name: /^From amount/ }), { back: true })
    await page.keyboard.type('0.01')
    const exchange = main.getByRole('button', { name: /^Exchange/ })
    await expect(exchange).toBeEnabled()
    await expect(page.getByTestId('slippage-row')).toHaveText(/0\.8%/)
    const before = await chain.balanceOf('DAI', me)
    await activate(page, exchange)
    const dialog = page.getByRole('dialog', { name: 'Confirm Exchange' })
    await activate(page, dialog.getByRole('button', { name: 'Confirm Exchange' }))
    await submitted(dialog)
    await expect.poll(() => chain.balanceOf('DAI', me)).toBeGreaterThan(before)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })

  await test.step('import a token by its address in the picker, through the warning', async () => {
    await activate(page, main.getByRole('button', { name: /^To token/ }), { back: true })
    const picker = page.getByRole('dialog')
    await expect(picker.getByRole('combobox', { name: 'Search name or paste address' })).toBeFocused()
    await page.keyboard.insertText(impostor.address)
    await activate(page, picker.getByTestId('import-row').getByRole('button', { name: 'Import' }))
    await expect(picker.getByRole('heading', { name: 'Import token' })).toBeVisible()
    await tabTo(page, picker.getByRole('checkbox', { name: 'I understand' }))
    await page.keyboard.press('Space')
    await activate(page, picker.getByRole('button', { name: 'Import', exact: true }))
    await expect(main.getByRole('button', { name: /^To token/ })).toHaveAccessibleName('To token: USDC. Change')
    const stored = await page.evaluate(() => localStorage.getItem('ucash.user') ?? JSON.stringify(localStorage))
    expect(stored.toLowerCase()).toContain(impostor.address.toLowerCase())
  })

  await test.step("import a list by its URL in the picker's Manage view", async () => {
    await activate(page, main.getByRole('button', { name: /^To token/ }))
    const picker = page.getByRole('dialog')
    await activate(page, picker.getByRole('button', { name: 'Manage' }))
    await tabTo(page, picker.getByPlaceholder('https:// or ipfs:// or ENS name'))
    await page.keyboard.insertText(manifest.tokenListUrls.extras)
    await activate(page, picker.getByTestId('list-preview').getByRole('button', { name: 'Import' }))
    await expect(picker.getByRole('heading', { name: 'Import list' })).toBeVisible()
    await tabTo(page, picker.getByRole('checkbox', { name: 'I understand' }))
    await page.keyboard.press('Space')
    await activate(page, picker.getByRole('button', { name: 'Import list' }))
    await expect(picker.getByRole('switch', { name: 'UCASH Devnet Extras' })).toBeChecked()
    // Its tokens are searchable now: back to the search, find CMT by its address.
    await activate(page, picker.getByRole('button', { name: 'Back' }), { back: true })
    await page.keyboard.type(cmt.symbol)
    await expect(picker.getByRole('option', { name: /^CMT Community Token/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(picker).toHaveCount(0)
  })

  const pair = await chain.pairOf('WETH', 'DAI')
  await test.step('add ETH/DAI liquidity: approve DAI, supply', async () => {
    await go(page, `/add/ETH/${DAI}`, 'Add Liquidity')
    await tabTo(page, main.getByRole('textbox', { name: /^First token amount/ }))
    await page.keyboard.type('0.005')
    await expect(main.getByRole('textbox', { name: /^Second token amount/ })).not.toHaveValue('')
    await activate(page, 'Approve DAI')
    const supply = main.getByRole('button', { name: 'Supply' })
    await expect(supply).toBeEnabled({ timeout: 15_000 })
    const before = await chain.balanceAt(pair, me)
    await activate(page, supply)
    const dialog = page.getByRole('dialog', { name: 'You will receive' })
    await activate(page, dialog.getByRole('button', { name: 'Confirm Supply' }))
    await submitted(dialog)
    await expect.poll(() => chain.balanceAt(pair, me)).toBeGreaterThan(before)
    await page.keyboard.press('Escape')
  })

  await test.step('remove a quarter of it: the slider by Page Up and arrow keys, approve, remove', async () => {
    await go(page, `/remove/ETH/${DAI}`, 'Remove Liquidity')
    await tabTo(page, main.getByRole('slider', { name: 'Percent to remove' }))
    // Page Up moves a range input by a tenth of it, the arrows by its step (1%).
    await page.keyboard.press('PageUp')
    await page.keyboard.press('PageUp')
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight')
    await expect(page.getByTestId('remove-percent')).toHaveText('25%')
    const before = await chain.balanceAt(pair, me)
    // The new account's wallet cannot sign a permit: the app approves instead.
    await page.evaluate(() =>
      (window as unknown as { __e2eWallet: { failSignNext(): void } }).__e2eWallet.failSignNext(),
    )
    await activate(page, 'Approve')
    const remove = main.getByRole('button', { name: 'Remove', exact: true })
    await expect(remove).toBeEnabled({ timeout: 15_000 })
    await activate(page, remove)
    const dialog = page.getByRole('dialog', { name: 'You will receive' })
    await activate(page, dialog.getByRole('button', { name: 'Confirm' }))
    await submitted(dialog)
    await expect.poll(() => chain.balanceAt(pair, me)).toBeLessThan(before)
    expect(await chain.balanceAt(pair, me)).toBeGreaterThan(0n)
    await page.keyboard.press('Escape')
  })

  await test.step('stake the pool tokens in the ETH/DAI reward pool, then withdraw them', async () => {
    await go(page, `/uni/ETH/${DAI}`, 'ETH-DAI')
    const lp = await staking.lpBalance(me)
    expect(lp).toBeGreaterThan(0n)
    await activate(page, main.getByRole('button', { name: /^Deposit/ }))
    const deposit = page.getByRole('dialog', { name: 'Deposit' })
    await activate(page, deposit.getByRole('button', { name: 'Max Deposit' }))
    await page.evaluate(() =>
      (window as unknown as { __e2eWallet: { failSignNext(): void } }).__e2eWallet.failSignNext(),
    )
    await activate(page, deposit.getByRole('button', { name: 'Approve' }))
    const stake = deposit.getByRole('button', { name: 'Deposit', exact: true })
    await expect(stake).toBeEnabled({ timeout: 15_000 })
    await activate(page, stake)
    await submitted(deposit)
    await expect.poll(() => staking.staked(me)).toBe(lp)
    await page.keyboard.press('Escape')
    await expect(deposit).toHaveCount(0)

    const withdrawButton = main.getByRole('button', { name: 'Withdraw', exact: true })
    await expect(withdrawButton).toBeVisible()
    await activate(page, withdrawButton, { back: true })
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' })
    await activate(page, withdraw.getByRole('button', { name: 'Withdraw & Claim' }))
    await submitted(withdraw)
    await expect.poll(() => staking.staked(me)).toBe(0n)
    expect(await staking.lpBalance(me)).toBe(lp)
    await page.keyboard.press('Escape')
  })

  await test.step("claim #7's airdrop for it, in the address claim dialog", async () => {
    const distributor = manifest.contracts.merkleDistributor
    const index = BigInt(manifest.claims[claimant]!.index)
    const isClaimed = () =>
      chain.client.readContract({
        address: distributor,
        abi: parseAbi(['function isClaimed(uint256) view returns (bool)']),
        functionName: 'isClaimed',
        args: [index],
      })
    expect(await isClaimed()).toBe(false)
    const before = await chain.client.readContract({
      address: manifest.contracts.uni,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [claimant],
    })
    await page.goto('/claim')
    const dialog = page.getByRole('dialog', { name: 'Claim UCASH for an address' })
    await tabTo(page, dialog.getByRole('textbox', { name: 'Recipient' }))
    await page.keyboard.insertText(claimant)
    await expect(dialog.getByTestId('claim-amount')).toHaveText('400 UCASH')
    await activate(page, dialog.getByRole('button', { name: 'Claim UCASH' }))
    await expect(dialog.getByRole('status')).toContainText('Claimed', { timeout: 15_000 })
    expect(await isClaimed()).toBe(true)
    const after = await chain.client.readContract({
      address: manifest.contracts.uni,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [claimant],
    })
    expect(after - before).toBe(hexToBigInt(manifest.claims[claimant]!.amount))
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  })

  await test.step('Unlock Voting: delegate to self', async () => {
    await go(page, '/vote', 'Participating Proposals')
    await activate(page, main.getByRole('button', { name: 'Unlock Voting' }))
    const dialog = page.getByRole('dialog', { name: 'Unlock Votes' })
    await activate(page, dialog.getByRole('button', { name: 'Self Delegate' }))
    await submitted(dialog)
    await expect.poll(() => gov.delegates(me)).toBe(getAddress(me))
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('delegated-to')).toHaveText('Self')
  })
})

test('dev account 0, by keyboard alone: vote For on proposal 6', async ({ page }) => {
  const proposal = manifest.proposals.find((p) => p.id === 6)!
  expect(proposal.state).toBe('Active')
  const me = manifest.accounts[0]!.address
  const before = await gov.proposal(proposal.id)
  const prior = await gov.priorVotes(me, before.startBlock)
  expect(prior).toBeGreaterThan(0n)
  expect((await gov.receipt(proposal.id, me)).hasVoted).toBe(false)
  await open(page, me, `/vote/${proposal.id}`)
  await expect(page.getByRole('heading', { level: 2, name: proposal.title })).toBeVisible()
  await activate(page, page.getByRole('main').getByRole('button', { name: 'Vote For' }))
  const dialog = page.getByRole('dialog', { name: `Vote for proposal ${proposal.id}` })
  await expect(dialog.getByTestId('vote-count')).toBeVisible()
  await activate(page, dialog.getByRole('button', { name: 'Vote For' }))
  await submitted(dialog)
  await expect.poll(async () => (await gov.proposal(proposal.id)).forVotes).toBe(before.forVotes + prior)
  expect(await gov.receipt(proposal.id, me)).toEqual({ hasVoted: true, support: true, votes: prior })
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('your-vote')).toContainText('You voted For')
})
