import type { Page } from '@playwright/test'
import { type Address, getAddress, zeroAddress } from 'viem'
import { e2eManifest } from './fixtures/devnet'
import { governanceTools } from './fixtures/governance'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'
import { wrongChecksum } from './fixtures/wrongChecksum'

const manifest = e2eManifest()
const gov = governanceTools(manifest)
const account = (index: number): Address => manifest.accounts[index]!.address
const active = manifest.proposals.find((p) => p.state === 'Active')!
const tones: Record<string, string> = {
  Pending: 'blue',
  Active: 'blue',
  Succeeded: 'secondBlue',
  Executed: 'secondBlue',
  Defeated: 'red',
  Queued: 'neutral',
  Canceled: 'neutral',
  Expired: 'neutral',
}

async function open(page: Page, who: Address, path: string): Promise<void> {
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: who, chainId: manifest.chainId })
  await page.goto(path)
  await expect(page.getByRole('banner').getByRole('button', { name: /^0x|\.eth$/ })).toBeVisible()
}

const rows = (page: Page) => page.getByRole('list', { name: 'Proposals' }).getByRole('listitem')

test('/vote lists every proposal, newest first, with its title and its status in the spec colours', async ({
  page,
}) => {
  await open(page, account(0), '/vote')
  const expected = [...manifest.proposals].sort((a, b) => b.id - a.id)
  await expect(rows(page)).toHaveCount(expected.length)
  for (const [i, proposal] of expected.entries()) {
    const row = rows(page).nth(i)
    await expect(row).toContainText(String(proposal.id))
    if (!proposal.hostile) await expect(row).toContainText(proposal.title)
    await expect(row.getByTestId('proposal-status')).toHaveText(proposal.state)
    await expect(row.getByTestId('proposal-status')).toHaveAttribute('data-tone', tones[proposal.state]!)
  }
  expect(new Set(expected.map((p) => p.state))).toEqual(new Set(Object.keys(tones)))
  await expect(page.getByTestId('delegated-to')).toHaveText('Self')
  await expect(
    page.getByText('A minimum threshold of 1% of the total UCASH supply is required to submit proposals.'),
  ).toBeVisible()
})

test('Unlock Voting, Self Delegate: the account delegates to itself on chain, and votes only count from the next proposal', async ({
  page,
}) => {
  const me = await gov.freshHolder('1000')
  await open(page, me, '/vote')
  await page.getByRole('button', { name: 'Unlock Voting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock Votes' })
  await dialog.getByRole('button', { name: 'Self Delegate' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => gov.delegates(me)).toBe(me)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByTestId('delegated-to')).toHaveText('Self')
  await expect(page.getByTestId('current-votes')).toHaveText('1,000 Votes')

  await page.goto(`/vote/${active.id}`)
  const warning = page.getByTestId('no-votes-warning')
  await expect(warning).toContainText("Your votes were delegated after this proposal's start block")
  await expect(page.getByRole('button', { name: 'Vote For' })).toHaveCount(0)
})

test('Update Delegation to a .eth name: the votes go to the address the name resolves to', async ({ page }) => {
  const me = await gov.freshHolder('500')
  const [name, target] = Object.entries(manifest.names).find(([, address]) => address === account(1))!
  await open(page, me, '/vote')
  await page.getByRole('button', { name: 'Unlock Voting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock Votes' })
  await dialog.getByRole('button', { name: 'Add Delegate +' }).click()
  const send = dialog.getByRole('button', { name: 'Delegate Votes' })
  await expect(send).toBeDisabled()
  await dialog.getByLabel('Delegate address or name').fill(name)
  await expect(dialog.getByTestId('delegatee-address')).toContainText(target)
  await expect(send).toBeEnabled()
  await send.click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => gov.delegates(me)).toBe(getAddress(target))
})

test('the zero address, the timelock and a wrong checksum cannot be delegated to, and say why', async ({ page }) => {
  const me = await gov.freshHolder('100')
  await open(page, me, '/vote')
  await page.getByRole('button', { name: 'Unlock Voting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock Votes' })
  await dialog.getByRole('button', { name: 'Add Delegate +' }).click()
  const field = dialog.getByLabel('Delegate address or name')
  const send = dialog.getByRole('button', { name: 'Delegate Votes' })
  await field.fill(zeroAddress)
  await expect(dialog.getByRole('alert')).toHaveText(
    'Invalid recipientThis is the zero address: anything sent or delegated to it is lost.',
  )
  await expect(field).toHaveAccessibleDescription(
    'Invalid recipient This is the zero address: anything sent or delegated to it is lost.',
  )
  await expect(send).toBeDisabled()
  await field.fill(manifest.contracts.timelock)
  await expect(dialog.getByRole('alert')).toHaveText(
    'Invalid recipientThis is the governance timelock contract, not a wallet.',
  )
  await expect(send).toBeDisabled()
  await field.fill(wrongChecksum(account(1)))
  await expect(dialog.getByRole('alert')).toHaveText(
    "Invalid addressIts capital letters do not match the address's checksum (EIP-55), so it may be mistyped: copy it again.",
  )
  await expect(send).toBeDisabled()
  // Nothing was delegated.
  expect(await gov.delegates(me)).toBe(zeroAddress)
})

test('an account without votes at the start block is told why, with Unlock voting, and gets no vote buttons', async ({
  page,
}) => {
  const me = await gov.freshHolder('250')
  await open(page, me, `/vote/${active.id}`)
  const warning = page.getByTestId('no-votes-warning')
  await expect(warning).toContainText('You have no votes for this proposal.')
  await expect(warning).toContainText('Your tokens have no delegate')
  await expect(page.getByRole('button', { name: 'Vote For' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Vote Against' })).toHaveCount(0)
  await warning.getByRole('button', { name: 'Unlock voting' }).click()
  await expect(page.getByRole('dialog', { name: 'Unlock Votes' })).toBeVisible()
})

test('Vote For: the For total rises by exactly the prior votes, and the receipt records the vote', async ({ page }) => {
  const me = account(0)
  const before = await gov.proposal(active.id)
  const prior = await gov.priorVotes(me, before.startBlock)
  expect(prior).toBeGreaterThan(0n)
  expect((await gov.receipt(active.id, me)).hasVoted).toBe(false)
  await open(page, me, `/vote/${active.id}`)
  await expect(page.getByTestId('voting-time')).toContainText('Voting ends approximately')
  await page.getByRole('button', { name: 'Vote For' }).click()
  const dialog = page.getByRole('dialog', { name: `Vote for proposal ${active.id}` })
  await expect(dialog.getByTestId('vote-count')).toHaveText('20,000,000 Votes')
  await dialog.getByRole('button', { name: 'Vote For' }).click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 15_000 })
  await expect.poll(async () => (await gov.proposal(active.id)).forVotes).toBe(before.forVotes + prior)
  expect(await gov.receipt(active.id, me)).toEqual({ hasVoted: true, support: true, votes: prior })
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByTestId('your-vote')).toHaveText('You voted For with 20,000,000 votes')
  await expect(page.getByRole('button', { name: 'Vote For' })).toHaveCount(0)
})

test('a pending proposal offers no vote and never asks for votes at a block not mined yet', async ({ page }) => {
  const pending = manifest.proposals.find((p) => p.state === 'Pending')!
  const priorVotesSelector = '782d6fe1' // getPriorVotes(address,uint256)
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(manifest.rpcUrl) && (request.postData() ?? '').includes(priorVotesSelector))
      asked.push(request.postData() ?? '')
  })
  await open(page, account(0), `/vote/${pending.id}`)
  await expect(page.getByTestId('proposal-status')).toHaveText('Pending')
  await expect(page.getByTestId('voting-time')).toContainText('Voting ends approximately')
  await expect(page.getByRole('heading', { level: 2, name: pending.title })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Vote For' })).toHaveCount(0)
  expect(asked).toEqual([])
})

test('the hostile proposal renders as text: no script runs, no element or image from its HTML, no outside request, links only to https showing their hosts', async ({
  page,
}) => {
  const hostile = manifest.proposals.find((p) => p.hostile)!
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) outside.push(request.url())
  })
  await open(page, account(0), `/vote/${hostile.id}`)
  const description = page.getByTestId('proposal-description')
  await expect(description).toContainText('<script>')
  await expect(description.locator('script, img, iframe')).toHaveCount(0)
  for (const href of await description
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href.toLowerCase().startsWith('javascript:')).toBe(false)
  }
  for (const rel of await description
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('rel'))))
    expect(rel).toBe('noopener noreferrer nofollow')
  // Only absolute https: URLs are links, each showing the host it opens; //host, http:, mailto: and app paths are text.
  await expect(description.getByRole('link')).toHaveCount(2)
  await expect(description.getByRole('link', { name: 'x tracker.example' })).toHaveAttribute(
    'href',
    'https://tracker.example/pixel.png',
  )
  await expect(description.getByRole('link', { name: 'governance forum gov.uniswap.org' })).toHaveAttribute(
    'href',
    'https://gov.uniswap.org/',
  )
  for (const text of ['forum mirror', 'old forum', 'write to the team', 'swap it all']) {
    await expect(description.getByText(text, { exact: true })).toBeVisible()
    await expect(description.getByRole('link', { name: text })).toHaveCount(0)
  }
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined()
  expect(outside.filter((url) => url.includes('tracker.example'))).toEqual([])
})

test('an action with an empty function signature shows its raw call data, and the rest of the page works', async ({
  page,
}) => {
  const proposal = manifest.proposals.find((p) => p.emptySignature)!
  await open(page, account(0), `/vote/${proposal.id}`)
  await expect(page.getByRole('heading', { level: 2, name: proposal.title })).toBeVisible()
  const actions = page.getByTestId('proposal-actions').getByRole('listitem')
  await expect(actions).toHaveCount(2)
  // The devnet's empty-signature action carries a whole transfer call: it is read by its selector, and says so.
  const empty = actions.filter({ hasText: 'No function signature' })
  await expect(empty).toContainText(
    'No function signature: the call data was matched to transfer(address,uint256) by its selector.',
  )
  await expect(empty.getByTestId('decoded-call')).toContainText('transfer(')
  await expect(actions.filter({ hasText: 'approve(' })).toHaveCount(1)
  await expect(page.getByTestId('voting-time')).toContainText('Voting ended')
})

test('the list still loads when the node refuses eth_getLogs over 100 blocks: ranges are split, none is skipped', async ({
  page,
}) => {
  const CAP = 100n
  let refused = 0
  let served = 0
  await page.route(`${manifest.rpcUrl}/**`, async (route) => {
    const body: unknown = JSON.parse(route.request().postData() ?? 'null')
    const messages = (Array.isArray(body) ? body : [body]) as {
      id: number
      method: string
      params?: { fromBlock?: string; toBlock?: string }[]
    }[]
    const tooWide = new Set(
      messages
        .filter((m) => m.method === 'eth_getLogs')
        .filter((m) => BigInt(m.params?.[0]?.toBlock ?? '0x0') - BigInt(m.params?.[0]?.fromBlock ?? '0x0') + 1n > CAP)
        .map((m) => m.id),
    )
    served += messages.filter((m) => m.method === 'eth_getLogs').length - tooWide.size
    if (tooWide.size === 0) return route.fallback()
    refused += tooWide.size
    const response = await route.fetch()
    const answers: unknown = await response.json()
    const refuse = (answer: { id: number }) =>
      tooWide.has(answer.id)
        ? { jsonrpc: '2.0', id: answer.id, error: { code: -32005, message: `block range exceeds ${CAP}` } }
        : answer
    await route.fulfill({
      response,
      json: Array.isArray(answers) ? answers.map(refuse) : refuse(answers as { id: number }),
    })
  })
  await open(page, account(0), '/vote')
  const newest = Math.max(...manifest.proposals.map((p) => p.id))
  const oldest = manifest.proposals.find((p) => p.id === 1)!
  await expect(rows(page)).toHaveCount(manifest.proposals.length)
  await expect(rows(page).last()).toContainText(oldest.title)
  await expect(rows(page).first()).toContainText(String(newest))
  await expect(page.getByText('Untitled')).toHaveCount(0)
  expect(refused).toBeGreaterThan(0)
  expect(served).toBeGreaterThan(1)
})

test('when no event can be read, every proposal still shows, untitled, with its state and votes, and the page says why', async ({
  page,
}) => {
  await page.route(`${manifest.rpcUrl}/**`, async (route) => {
    const body = route.request().postData() ?? ''
    if (!body.includes('"eth_getLogs"')) return route.fallback()
    const messages: unknown = JSON.parse(body)
    const refuse = (m: { id: number }) => ({
      jsonrpc: '2.0',
      id: m.id,
      error: { code: -32000, message: 'logs are unavailable' },
    })
    await route.fulfill({ json: Array.isArray(messages) ? messages.map(refuse) : refuse(messages as { id: number }) })
  })
  await open(page, account(0), '/vote')
  await expect(page.getByRole('alert')).toContainText('Proposal texts could not be read from the network', {
    timeout: 30_000,
  })
  await expect(rows(page)).toHaveCount(manifest.proposals.length)
  await expect(rows(page).filter({ hasText: 'Untitled' })).toHaveCount(manifest.proposals.length)
  await expect(page.getByText('No proposals found.')).toHaveCount(0)
  await rows(page)
    .filter({ hasText: String(active.id) })
    .first()
    .getByRole('link')
    .click()
  // Opening the proposal reads the events again (a failure is retried, never taken as final), then gives up the same way.
  await expect(page.getByRole('heading', { level: 2, name: 'Untitled' })).toBeVisible({ timeout: 30_000 })
  const onChain = await gov.proposal(active.id)
  const forTotal = Number((onChain.forVotes + 5n * 10n ** 17n) / 10n ** 18n).toLocaleString('en-US')
  await expect(page.getByTestId('for-votes').getByTestId('vote-total')).toHaveText(forTotal)
  await expect(page.getByText("This proposal's creation event could not be read")).toBeVisible()
})

test("a governor without code gives the list's error with 'Try again', never a lasting 'Loading', and the list once it is back", async ({
  page,
}) => {
  const failed = page.getByRole('alert').filter({ hasText: 'The proposals could not be loaded from the network.' })
  await gov.withoutGovernorCode(async () => {
    await open(page, account(0), '/vote')
    await expect(failed).toBeVisible()
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible()
    // Blocks come every second: the error holds over the next ones instead of going back to 'Loading'.
    const shownAt = await gov.blockNumber()
    await expect.poll(() => gov.blockNumber()).toBeGreaterThan(shownAt + 1n)
    await expect(failed).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toHaveCount(0)
    await expect(rows(page)).toHaveCount(0)
  })
  // With the code back, the next block's read loads the list.
  await expect(rows(page)).toHaveCount(manifest.proposals.length)
  await expect(failed).toHaveCount(0)
})
