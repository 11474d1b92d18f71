/**
 * Accessibility (issue 17): no serious or critical WCAG 2.x A/AA violation on any route or dialog in light and dark, at
 * 375 and 1280 px; then what axe cannot see (skip link, picker focus, focus return, reduced motion). Sends nothing.
 */
import type { Locator, Page } from '@playwright/test'
import type { Address } from 'viem'
import { LOOKS, blockingViolations, expectAccessibleInEveryLook, showLook } from './fixtures/axe'
import { e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet, installInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const account = (index: number): Address => manifest.accounts[index]!.address
const token = (symbol: string): Address => manifest.tokens.find((t) => t.symbol === symbol && !t.role)!.address
const impostor = manifest.tokens.find((t) => t.role === 'impostor')!.address
const DAI = token('DAI')
const v1Dai = manifest.v1Exchanges.find((e) => e.token === DAI)!.exchange
const activeProposal = manifest.proposals.find((p) => p.state === 'Active' && !p.hostile)!

const heading = (page: Page, name: string | RegExp): Locator => page.getByRole('heading', { level: 2, name })
const header = (page: Page): Locator => page.getByRole('banner')
/**
 * The header's account button, hidden ones included: a route opening with a dialog (/claim) may hide the page from the
 * accessibility tree before the button has come.
 */
const accountButton = (page: Page): Locator =>
  page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: /^0x|\.eth$/, includeHidden: true })

interface Screen {
  name: string
  /** The wallet's account while the screen shows (dev account index); none: a wallet is installed, not connected. */
  account?: number
  /** What to scan: a dialog only (the screen behind it is inert and scanned as a route); default the whole page. */
  scope?: string
  /** Rule ids only a library's own markup breaks (see expectAccessibleInEveryLook). */
  knownThirdParty?: string[]
  /** Opens the screen (or dialog) from wherever the page is, and waits for its content. */
  open(page: Page): Promise<void>
}

const route = (path: string, title: string | RegExp, account?: number): Screen => ({
  name: `${path}${account === undefined ? '' : ` (account ${account})`}`,
  ...(account === undefined ? {} : { account }),
  async open(page) {
    await page.goto(path)
    await expect(heading(page, title)).toBeVisible()
  },
})

const dialog = (name: string, account: number | undefined, open: (page: Page) => Promise<Locator>): Screen => ({
  name: `dialog: ${name}`,
  ...(account === undefined ? {} : { account }),
  scope: '[role="dialog"]',
  async open(page) {
    const opened = await open(page)
    await expect(opened).toBeVisible()
  },
})

/** Loads `path` and waits for the connected header. */
const connectedHeader = async (page: Page, path: string): Promise<void> => {
  await page.goto(path)
  await expect(accountButton(page)).toBeVisible()
}

const screens: Screen[] = [
  route('/', 'Swap'),
  route(`/?inputCurrency=ETH&outputCurrency=${DAI}&exactAmount=1`, 'Swap', 0),
  route('/pool', 'Your liquidity'),
  route('/pool', 'Your liquidity', 0),
  route('/find', 'Import Pool'),
  route(`/add/ETH/${DAI}`, 'Add Liquidity', 0),
  route(`/create/${token('WBTC')}/${token('USDT')}`, 'Create a pair'),
  route(`/remove/ETH/${DAI}`, 'Remove Liquidity', 0),
  route('/migrate/v1', 'Migrate V1 Liquidity', 0),
  route(`/migrate/v1/${v1Dai}`, 'Migrate V1 Liquidity', 0),
  route(`/remove/v1/${v1Dai}`, 'Remove V1 Liquidity', 0),
  route('/uni', 'Participating pools', 0),
  route(`/uni/ETH/${DAI}`, 'ETH-DAI', 0),
  route('/vote', 'Participating Proposals', 0),
  route(`/vote/${activeProposal.id}`, activeProposal.title, 0),
  route(`/vote/${manifest.proposals.find((p) => p.hostile)!.id}`, /./, 0),
  dialog('settings', undefined, async (page) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Settings' }).click()
    return page.getByRole('dialog', { name: 'Settings' })
  }),
  dialog('expert mode confirmation', undefined, async (page) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Settings' }).click()
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('switch', { name: /Expert Mode/ })
      .click()
    return page.getByRole('dialog', { name: 'Are you sure?' })
  }),
  dialog('menu', undefined, async (page) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    return page.getByRole('dialog', { name: 'Menu' })
  }),
  {
    // RainbowKit's connect modal: its "What is a wallet?" illustrations are `role="img"` boxes that RainbowKit renders
    // without a label (AsyncImage, alt undefined); nothing the app passes reaches them. Reported, not fixed here.
    ...dialog('connect wallet', undefined, async (page) => {
      await page.goto('/')
      await header(page).getByRole('button', { name: 'Connect Wallet' }).click()
      return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /E2E Test Wallet/ }) })
    }),
    knownThirdParty: ['role-img-alt'],
  },
  dialog('wallet options (Change)', 0, async (page) => {
    await connectedHeader(page, '/')
    await accountButton(page).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Change' }).click()
    const options = page.getByRole('dialog', { name: 'Connect to a wallet' })
    await expect(
      options.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'E2E Test Wallet' }),
    ).toBeVisible()
    return options
  }),
  dialog('account', 0, async (page) => {
    await connectedHeader(page, '/')
    await accountButton(page).click()
    return page.getByRole('dialog', { name: 'Account' })
  }),
  dialog('token picker', 0, async (page) => {
    await connectedHeader(page, '/')
    await page.getByRole('button', { name: /^To token/ }).click()
    const picker = page.getByRole('dialog', { name: 'Select a token' })
    await expect(picker.getByRole('option').first()).toBeVisible()
    return picker
  }),
  dialog('token picker: manage lists', undefined, async (page) => {
    await page.goto('/')
    await page.getByRole('button', { name: /^To token/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Manage' }).click()
    return page.getByRole('dialog', { name: 'Manage' })
  }),
  dialog('token picker: import token', undefined, async (page) => {
    await page.goto(`/?outputCurrency=${impostor}`)
    const picker = page.getByRole('dialog', { name: 'Import token' })
    await expect(picker.getByTestId('import-token-address')).toHaveText(impostor)
    return picker
  }),
  dialog('token picker: import list', undefined, async (page) => {
    await page.goto('/')
    await page.getByRole('button', { name: /^To token/ }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Manage' }).click()
    await page
      .getByRole('dialog')
      .getByPlaceholder('https:// or ipfs:// or ENS name')
      .fill(manifest.tokenListUrls.extras)
    await page.getByRole('dialog').getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
    return page.getByRole('dialog', { name: 'Import list' })
  }),
  dialog('confirm swap', 5, async (page) => {
    await connectedHeader(page, `/?inputCurrency=ETH&outputCurrency=${DAI}`)
    await page.getByRole('textbox', { name: /^From amount/ }).fill('0.1')
    const exchange = page.getByRole('main').getByRole('button', { name: /^Exchange/ })
    await expect(exchange).toBeEnabled()
    await exchange.click()
    const confirm = page.getByRole('dialog', { name: 'Confirm Exchange' })
    await expect(confirm.getByRole('button', { name: 'Confirm Exchange' })).toBeEnabled()
    return confirm
  }),
  dialog('claim', 0, async (page) => {
    await connectedHeader(page, '/')
    await header(page).getByRole('button', { name: 'Claim UCASH' }).click()
    const claim = page.getByRole('dialog', { name: 'Claim UCASH' })
    await expect(claim.getByTestId('claim-amount')).toBeVisible()
    return claim
  }),
  dialog('claim for an address', 8, async (page) => {
    await connectedHeader(page, '/claim')
    const claim = page.getByRole('dialog', { name: 'Claim UCASH for an address' })
    await claim.getByRole('textbox', { name: 'Recipient' }).fill(account(1))
    await expect(claim.getByTestId('claim-amount')).toBeVisible()
    return claim
  }),
  dialog('UCASH breakdown', 9, async (page) => {
    // The deployer: UNI, and no airdrop claim (an unclaimed one puts 'Claim UCASH' where the balance would be).
    await connectedHeader(page, '/')
    // The balance re-renders with every block (rewards accrue), too often for a click to find it stable: the keyboard.
    await header(page).getByTestId('ucash-balance').press('Enter')
    return page.getByRole('dialog', { name: 'Your UCASH Breakdown' })
  }),
  dialog('unlock votes', 2, async (page) => {
    await connectedHeader(page, '/vote')
    await page.getByRole('button', { name: 'Unlock Voting' }).click()
    return page.getByRole('dialog', { name: 'Unlock Votes' })
  }),
  dialog('vote', 0, async (page) => {
    await connectedHeader(page, `/vote/${activeProposal.id}`)
    await page.getByRole('button', { name: 'Vote For' }).click()
    const vote = page.getByRole('dialog', { name: `Vote for proposal ${activeProposal.id}` })
    await expect(vote.getByTestId('vote-count')).toBeVisible()
    return vote
  }),
  dialog('deposit', 0, async (page) => {
    await connectedHeader(page, `/uni/ETH/${DAI}`)
    await page.getByRole('button', { name: /^Deposit/ }).click()
    return page.getByRole('dialog', { name: 'Deposit' })
  }),
  dialog('withdraw', 0, async (page) => {
    await connectedHeader(page, `/uni/ETH/${DAI}`)
    await page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click()
    return page.getByRole('dialog', { name: 'Withdraw' })
  }),
  dialog('claim rewards', 0, async (page) => {
    await connectedHeader(page, `/uni/ETH/${DAI}`)
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Claim/ })
      .click()
    return page.getByRole('dialog', { name: 'Claim' })
  }),
]

/**
 * One page for every screen of an account (connected once, each screen loaded by URL) scanned in the four looks; all
 * are scanned even after a failure, and the test lists them all.
 */
const accounts = [...new Set(screens.map((screen) => screen.account))]
test.describe('axe: no serious or critical violation, light and dark, 375 and 1280 px', () => {
  for (const index of accounts) {
    const group = screens.filter((screen) => screen.account === index)
    test(`${index === undefined ? 'no account connected' : `account ${index}`}: ${group.map((screen) => screen.name).join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + group.length * 15_000)
      if (index === undefined)
        await installInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account: account(0), chainId: manifest.chainId })
      else
        await connectInjectedWallet(page, {
          rpcUrl: manifest.rpcUrl,
          account: account(index),
          chainId: manifest.chainId,
        })
      for (const screen of group) {
        await test.step(screen.name, async () => {
          await screen.open(page)
          await expect
            .soft(
              expectAccessibleInEveryLook(page, screen.name, {
                scope: screen.scope,
                knownThirdParty: screen.knownThirdParty ?? [],
              }),
            )
            .resolves.toBeUndefined()
          // Back to the default look for the next screen's set-up (the menu, for one, only exists on a phone).
          await page.setViewportSize({ width: 1280, height: 720 })
          await page.emulateMedia({ colorScheme: 'light' })
        })
      }
    })
  }
})

test('the scan finds what it is for: a planted low-contrast text and an unlabelled button fail it', async ({
  page,
}) => {
  await page.goto('/')
  await expect(heading(page, 'Swap')).toBeVisible()
  expect(await blockingViolations(page)).toEqual([])
  await page.getByRole('main').evaluate((main) => {
    const faint = document.createElement('p')
    faint.textContent = 'Faint text'
    faint.style.cssText = 'color: #ddd; background: #fff'
    const mute = document.createElement('button')
    mute.id = 'planted-button'
    main.append(faint, mute)
  })
  const found = (await blockingViolations(page)).map((finding) => finding.id)
  expect(found).toEqual(expect.arrayContaining(['color-contrast', 'button-name']))
})

test('a colour change while the scan runs is measured at rest, not half-way through its transition', async ({
  page,
}) => {
  await page.goto('/')
  await expect(heading(page, 'Swap')).toBeVisible()
  await showLook(page, LOOKS[0]!)
  // A planted button that goes from white on white to black on white with a 20 s transition, started just before the
  // scan (as a button re-enabled by a new block is): half-way, it would read as low contrast.
  await page.getByRole('main').evaluate((main) => {
    const button = document.createElement('button')
    button.textContent = 'Planted'
    button.style.cssText = 'color: #fff; background: #fff; transition: color 20s linear'
    main.append(button)
    // Read the start colour, so that the change below starts a transition rather than replacing the style unseen.
    void getComputedStyle(button).color
    button.style.color = '#000'
  })
  expect(await blockingViolations(page)).toEqual([])
})

test('the skip link is the first thing Tab reaches and moves focus to the main content', async ({ page }) => {
  await page.goto('/')
  await expect(heading(page, 'Swap')).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // The next Tab goes on from the main content, not back to the header.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true)
})

test('focus is visible: a keyboard-focused control draws an outline', async ({ page }) => {
  await page.goto('/')
  await expect(heading(page, 'Swap')).toBeVisible()
  const settings = page.getByRole('button', { name: 'Settings' })
  await settings.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(settings).toBeFocused()
  const outline = await settings.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
})

test('the token picker opened with Enter puts focus in its search field; the list is reachable and walkable by keyboard; Escape returns focus to the opener', async ({
  page,
}) => {
  await page.goto('/')
  const opener = page.getByRole('button', { name: /^To token/ })
  await opener.focus()
  await page.keyboard.press('Enter')
  const picker = page.getByRole('dialog', { name: 'Select a token' })
  const search = picker.getByRole('combobox', { name: 'Search name or paste address' })
  await expect(search).toBeFocused()
  await expect(picker.getByRole('option').first()).toBeVisible()
  // Tab from the search field reaches the list itself; arrows move through its options there too.
  const list = picker.getByRole('listbox', { name: 'Tokens' })
  await list.focus()
  await expect(list).toBeFocused()
  await page.keyboard.press('ArrowDown')
  const activeId = await list.getAttribute('aria-activedescendant')
  expect(activeId).toBeTruthy()
  await expect(picker.locator(`[id="${activeId}"]`)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Escape')
  await expect(picker).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('a dialog traps focus (Tab cycles inside it) and gives it back to its opener when closed', async ({ page }) => {
  await page.goto('/')
  const gear = page.getByRole('button', { name: 'Settings' })
  await gear.focus()
  await page.keyboard.press('Enter')
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await expect(settings).toBeVisible()
  const insideAfterTabs = await (async () => {
    const inside: boolean[] = []
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      inside.push(await settings.evaluate((element) => element.contains(document.activeElement)))
    }
    return inside
  })()
  expect(insideAfterTabs.every(Boolean)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(settings).toHaveCount(0)
  await expect(gear).toBeFocused()
})

test('transaction popups are announced: their container is a polite live region, there before any popup', async ({
  page,
}) => {
  await page.goto('/')
  await expect(heading(page, 'Swap')).toBeVisible()
  const popups = page.getByTestId('popups')
  await expect(popups).toHaveAttribute('aria-live', 'polite')
  await expect(popups.getByTestId('popup')).toHaveCount(0)
})

test('reduced motion: transitions and animations are off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await expect(heading(page, 'Swap')).toBeVisible()
  const durations = await page.getByRole('button', { name: 'Settings' }).evaluate((element) => {
    const style = getComputedStyle(element)
    return [style.transitionDuration, style.animationDuration].flatMap((value) =>
      value.split(',').map((part) => parseFloat(part)),
    )
  })
  expect(Math.max(...durations)).toBeLessThanOrEqual(0.01)
})
