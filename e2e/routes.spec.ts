import { e2eManifest } from './fixtures/devnet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const pathOf = (url: string): string => {
  const parsed = new URL(url)
  return decodeURIComponent(parsed.pathname + parsed.search)
}

// [visited, final path and query, heading on the final screen]
const cases: [string, string, string][] = [
  ['/', '/', 'Swap'],
  ['/exchange', '/exchange', 'Swap'],
  [`/exchange/${A}`, `/?outputCurrency=${A}`, 'Swap'],
  ['/send', '/', 'Swap'],
  ['/send?inputCurrency=ETH', '/?inputCurrency=ETH', 'Swap'],
  ['/claim', '/', 'Claim UCASH for an address'],
  ['/pool', '/pool', 'Your liquidity'],
  ['/liquidity', '/liquidity', 'Your liquidity'],
  ['/find', '/find', 'Import Pool'],
  ['/add', '/add', 'Add Liquidity'],
  ['/add/ETH', '/add/ETH', 'Add Liquidity'],
  [`/add/ETH/${B}`, `/add/ETH/${B}`, 'Add Liquidity'],
  [`/add/${A}-${B}`, `/add/${A}/${B}`, 'Add Liquidity'],
  ['/add/ETH/eth', '/add/ETH', 'Add Liquidity'],
  ['/create', '/create', 'Create a pair'],
  [`/create/${A}-${B}`, `/create/${A}/${B}`, 'Create a pair'],
  [`/create/${B}/${B.toLowerCase()}`, `/create/${B}`, 'Create a pair'],
  [`/remove/${A}-${B}`, `/remove/${A}/${B}`, 'Remove Liquidity'],
  ['/remove/not-a-pair', '/pool', 'Your liquidity'],
  [`/remove/ETH/${B}`, `/remove/ETH/${B}`, 'Remove Liquidity'],
  [`/remove/v1/${A}`, `/remove/v1/${A}`, 'Remove V1 Liquidity'],
  ['/remove/v1/0x1234', '/migrate/v1', 'Migrate V1 Liquidity'],
  ['/migrate/v1', '/migrate/v1', 'Migrate V1 Liquidity'],
  [`/migrate/v1/${A}`, `/migrate/v1/${A}`, 'Migrate V1 Liquidity'],
  ['/migrate/v1/nope', '/migrate/v1', 'Migrate V1 Liquidity'],
  ['/uni', '/uni', 'Participating pools'],
  [`/uni/ETH/${B}`, `/uni/ETH/${B}`, 'Reward pool'],
  ['/vote', '/vote', 'Participating Proposals'],
  ['/vote/5', '/vote/5', manifest.proposals.find((p) => p.id === 5)!.title],
  ['/vote/abc', '/vote', 'Participating Proposals'],
  ['/no/such/page', '/', 'Swap'],
]

// One page for every row (a full load each, the bundle cached), each row a step: a test per row would pay a new browser
// context and page (the suite-wide fixtures) each.
test('the route table: every old and new path lands on its screen with the expected URL', async ({ page }) => {
  for (const [visited, expected, heading] of cases) {
    await test.step(`${visited} -> ${expected}`, async () => {
      await page.goto(visited)
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      expect(pathOf(page.url())).toBe(expected)
    })
  }
})

test('the swap query string fills the form, junk falls back', async ({ page }) => {
  const dai = manifest.tokens.find((t) => t.symbol === 'DAI')!.address
  await page.goto(`/?inputCurrency=eth&outputCurrency=${dai.toLowerCase()}&exactAmount=2,5&exactField=output&use=V1`)
  await expect(page.getByRole('button', { name: /^From token/ })).toHaveAccessibleName('From token: ETH. Change')
  await expect(page.getByRole('button', { name: /^To token/ })).toHaveAccessibleName('To token: DAI. Change')
  await expect(page.getByRole('textbox', { name: 'To amount in DAI' })).toHaveValue('2.5')
  await expect(page.getByRole('region', { name: 'From' })).toContainText('From (estimated)')
  await page.goto('/?exactAmount=abc&use=v9&inputCurrency=%3Cscript%3E&outputCurrency=ETH')
  await expect(page.getByRole('button', { name: /^From token/ })).toHaveAccessibleName('From token: ETH. Change')
  await expect(page.getByRole('button', { name: /^To token/ })).toHaveAccessibleName('To token: select a token')
  await expect(page.getByRole('textbox', { name: 'From amount in ETH' })).toHaveValue('')
})

test('the header tabs mark the active section', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  await page.goto('/exchange')
  await expect(nav.getByRole('link', { name: 'Swap' })).toHaveAttribute('aria-current', 'page')
  await page.goto('/add/ETH')
  await expect(nav.getByRole('link', { name: 'Pool' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Vote' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Participating Proposals' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Vote' })).toHaveAttribute('aria-current', 'page')
})
