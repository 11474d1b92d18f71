/**
 * Stored state (issue 15, item 3): whatever localStorage holds, the app boots to swap, resets only the broken store
 * and keeps everything valid. One page, seeded then reloaded per state.
 */
import type { Page } from '@playwright/test'
import { e2eBaseUrl, e2eManifest } from './fixtures/devnet'
import { connectInjectedWallet } from './fixtures/injectedWallet'
import { expect, test } from './fixtures/test'

const manifest = e2eManifest()
const account = manifest.accounts[0]!.address

const SETTINGS = 'ucash.settings'
const LISTS = 'ucash.lists'
const TRANSACTIONS = 'ucash.transactions'
const HASH = `0x${'ab'.repeat(32)}`

/** Keys the app saves again at every start (a fresh timestamp, a fresh connector uid): compared by meaning, not bytes. */
const REWRITTEN_AT_START = new Set([SETTINGS, 'wagmi.store'])

type Snapshot = Record<string, string>

interface SeededState {
  name: string
  /** Values put under keys on top of the valid baseline. */
  seed: Snapshot
  /** localStorage keys (by prefix) whose writes throw QuotaExceededError during this boot. */
  quota?: string[]
  /** The seeded key is valid (a past version): kept, migrated. Otherwise it must be reset. */
  kept?: (after: string | null) => void
}

const envelope = (state: unknown, version: number) => JSON.stringify({ state, version })
const junk = 'x'.repeat(2_000_000)
/** A list URL on the app's own origin that does not exist (nothing leaves the machine). */
const MISSING_LIST = `${e2eBaseUrl()}/missing.tokenlist.json`

const settingsV2 = {
  userDarkMode: true,
  userExpertMode: false,
  userSingleHopOnly: false,
  userSlippageTolerance: 123,
  userDeadline: 1800,
  tokens: {},
  pairs: {},
  timestamp: 1,
  URLWarningVisible: true,
  lastUpdateVersionTimestamp: 1,
}
const settingsV3 = { ...settingsV2, userExactApproval: true }
const settingsV4 = { ...settingsV3, userLocale: null }
// On another chain than the devnet's: the watcher leaves it alone, so the stored text stays as it is.
const tx = { hash: HASH, from: account, chainId: 1, addedTime: 1_700_000_000_000, summary: 'Seeded swap' }

function corruptStates(key: string, valid: unknown, version: number): SeededState[] {
  const text = envelope(valid, version)
  return [
    { name: `${key}: truncated JSON`, seed: { [key]: text.slice(0, Math.floor(text.length / 2)) } },
    {
      name: `${key}: wrong types`,
      seed: { [key]: envelope(Object.fromEntries(Object.keys(valid as object).map((k) => [k, 'wrong'])), version) },
    },
    { name: `${key}: unknown future version`, seed: { [key]: envelope(valid, version + 1) } },
    { name: `${key}: missing keys`, seed: { [key]: envelope({}, version) } },
    { name: `${key}: megabytes of junk`, seed: { [key]: `{"state":"${junk}` } },
    { name: `${key}: JSON null`, seed: { [key]: 'null' } },
    { name: `${key}: a bare number`, seed: { [key]: '42' } },
  ]
}

/** Settings with one value the UI does not allow: kept, with that value reset to its default. */
function settingReset(what: string, bad: Record<string, unknown>, reset: Record<string, unknown>): SeededState {
  return {
    name: `settings: ${what}`,
    seed: { [SETTINGS]: envelope({ ...settingsV4, ...bad }, 4) },
    kept: (after) =>
      expect(JSON.parse(after ?? '{}')).toMatchObject({ version: 4, state: { ...settingsV4, ...reset } }),
  }
}

const wagmiConnection = (connector: unknown) => ({ accounts: [account], chainId: manifest.chainId, connector })
const wagmiStore = (state: Record<string, unknown>) =>
  envelope(
    {
      connections: {
        __type: 'Map',
        value: [
          [
            'uid1',
            wagmiConnection({ id: 'dev.ucash.e2e-wallet', name: 'E2E Test Wallet', type: 'injected', uid: 'uid1' }),
          ],
        ],
      },
      chainId: manifest.chainId,
      current: 'uid1',
      ...state,
    },
    2,
  )

const states: SeededState[] = [
  ...corruptStates(SETTINGS, settingsV4, 4),
  // A slippage or deadline the UI does not allow: that setting alone back to its default, saved so (issue 39).
  settingReset('NaN slippage', { userSlippageTolerance: null }, { userSlippageTolerance: 50 }),
  settingReset('negative slippage', { userSlippageTolerance: -50 }, { userSlippageTolerance: 50 }),
  settingReset('100 % slippage', { userSlippageTolerance: 10_000 }, { userSlippageTolerance: 50 }),
  settingReset('NaN deadline', { userDeadline: null }, { userDeadline: 1200 }),
  settingReset('zero deadline', { userDeadline: 0 }, { userDeadline: 1200 }),
  {
    name: 'lists: a list of lists instead of a map',
    seed: { [LISTS]: envelope({ byUrl: [], activeListUrls: [] }, 2) },
  },
  settingReset('negative deadline', { userDeadline: -60 }, { userDeadline: 1200 }),
  settingReset('4321-minute deadline', { userDeadline: 259_260 }, { userDeadline: 1200 }),
  ...corruptStates(LISTS, { byUrl: {}, activeListUrls: [], lastInitializedDefaultListOfLists: [] }, 2),
  ...corruptStates(TRANSACTIONS, { transactions: { 1: { [HASH]: tx } } }, 2),
  {
    name: 'transactions: a record with a short hash',
    seed: { [TRANSACTIONS]: envelope({ transactions: { 1: { [HASH]: { ...tx, hash: '0x12' } } } }, 2) },
  },
  // Every past schema version: migrated and kept.
  ...[0, 1, 2].map((version): SeededState => ({
    name: `settings: version ${version}`,
    seed: {
      [SETTINGS]: envelope(
        version < 2 ? { ...settingsV2, lastUpdateVersionTimestamp: undefined } : settingsV2,
        version,
      ),
    },
    kept: (after) =>
      expect(JSON.parse(after ?? '{}')).toMatchObject({
        version: 4,
        state: { userSlippageTolerance: 123, userDeadline: 1800, userExactApproval: false, userLocale: null },
      }),
  })),
  {
    name: 'settings: version 3 (before the language)',
    seed: { [SETTINGS]: envelope(settingsV3, 3) },
    kept: (after) =>
      expect(JSON.parse(after ?? '{}')).toMatchObject({
        version: 4,
        state: { userSlippageTolerance: 123, userExactApproval: true, userLocale: null },
      }),
  },
  {
    // Migrated (the text became a code), and kept: the list is then fetched again, which words its own error.
    name: 'lists: version 1 (error as text)',
    seed: {
      [LISTS]: envelope(
        {
          byUrl: { [MISSING_LIST]: { current: null, pendingUpdate: null, error: 'Failed to download' } },
          activeListUrls: [],
        },
        1,
      ),
    },
    kept: (after) =>
      expect(JSON.parse(after ?? '{}')).toMatchObject({
        version: 2,
        state: { byUrl: { [MISSING_LIST]: { error: { code: expect.any(String) } } } },
      }),
  },
  {
    name: 'transactions: version 1',
    seed: { [TRANSACTIONS]: envelope({ transactions: { 1: { [HASH]: tx } } }, 1) },
    kept: (after) => expect(after ?? '').toContain('Seeded swap'),
  },
  // The wallet libraries' own keys.
  { name: 'wagmi.store: connections a string', seed: { 'wagmi.store': wagmiStore({ connections: 'x' }) } },
  {
    name: 'wagmi.store: a connection without its connector',
    seed: {
      'wagmi.store': envelope(
        {
          connections: { __type: 'Map', value: [['uid1', wagmiConnection(null)]] },
          chainId: manifest.chainId,
          current: 'uid1',
        },
        2,
      ),
    },
  },
  { name: 'wagmi.store: a text chain id', seed: { 'wagmi.store': wagmiStore({ chainId: String(manifest.chainId) }) } },
  { name: 'wagmi.store: truncated JSON', seed: { 'wagmi.store': wagmiStore({}).slice(0, 50) } },
  { name: 'wagmi.store: missing keys', seed: { 'wagmi.store': envelope({}, 2) } },
  { name: 'wagmi.store: megabytes of junk', seed: { 'wagmi.store': `{"state":"${junk}` } },
  {
    name: 'wagmi.store: an unknown future version',
    seed: { 'wagmi.store': wagmiStore({}).replace('"version":2', '"version":3') },
  },
  { name: 'wagmi.<connector>.disconnected: not a flag', seed: { 'wagmi.dev.ucash.e2e-wallet.disconnected': '1' } },
  { name: 'wagmi.recentConnectorId: not a string', seed: { 'wagmi.recentConnectorId': '{"id":1}' } },
  { name: 'wagmi.recentConnectorId: truncated JSON', seed: { 'wagmi.recentConnectorId': '"dev.ucash' } },
  { name: 'rk-transactions: null', seed: { 'rk-transactions': 'null' } },
  { name: 'rk-transactions: truncated JSON', seed: { 'rk-transactions': '{"0x' } },
  { name: 'rk-recent: not strings', seed: { 'rk-recent': '[1,null,{}]' } },
  // RainbowKit writes its version stamp when its modal first loads and never reads it: kept.
  {
    name: 'rk-version: junk (never read)',
    seed: { 'rk-version': '{"x":' },
    kept: (after) => expect(after).toBe('{"x":'),
  },
  // Any text is a wallet id to RainbowKit (an unknown one matches no wallet): kept.
  {
    name: 'rk-latest-id: an unknown wallet',
    seed: { 'rk-latest-id': '{"x":1}' },
    kept: (after) => expect(after).toBe('{"x":1}'),
  },
  // A full storage: writes of some keys (or all) throw.
  { name: 'quota error writing settings', seed: {}, quota: [SETTINGS] },
  { name: 'quota error writing transactions and lists', seed: {}, quota: [TRANSACTIONS, LISTS] },
  { name: 'quota error writing wagmi keys', seed: {}, quota: ['wagmi.'] },
  { name: 'quota error writing RainbowKit keys', seed: {}, quota: ['rk-'] },
  { name: 'quota error writing every key', seed: {}, quota: [''] },
]

/**
 * States packed into few boots: states seeding different keys share one; a full storage boots alone, and junk
 * megabytes once a boot (two would not fit).
 */
function rounds(all: SeededState[]): SeededState[][] {
  const huge = (state: SeededState) => Object.values(state.seed).some((value) => value.length > 100_000)
  const fits = (state: SeededState, round: SeededState[]) =>
    !round[0]?.quota &&
    round.every((other) => Object.keys(state.seed).every((key) => !(key in other.seed))) &&
    !(huge(state) && round.some(huge))
  const packed: SeededState[][] = []
  for (const state of all) {
    const round = state.quota ? undefined : packed.find((r) => fits(state, r))
    if (round) round.push(state)
    else packed.push([state])
  }
  return packed
}

const snapshot = (page: Page): Promise<Snapshot> =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)))

/** Replaces localStorage with `values`, and arms (or disarms) the quota error for the next load. */
async function seed(page: Page, values: Snapshot, quota: string[] = []): Promise<void> {
  await page.evaluate(
    ([entries, prefixes]) => {
      localStorage.clear()
      // The page may have the quota error armed: seed with the browser's own setItem.
      const setItem = (window as { e2eRealSetItem?: Storage['setItem'] }).e2eRealSetItem ?? Storage.prototype.setItem
      for (const [key, value] of entries) setItem.call(localStorage, key, value)
      sessionStorage.setItem('e2e-quota', JSON.stringify(prefixes))
    },
    [Object.entries(values), quota] as const,
  )
}

async function expectSwapScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Swap' })).toBeVisible()
  await expect(page.getByText('From', { exact: true })).toBeVisible()
  // The error boundary replaces the whole screen, so with the swap screen up it is not there; checked at once.
  expect(await page.getByText('Something went wrong').count()).toBe(0)
}

/** What must survive a boot of a key the app saves again at every start. */
function meaning(key: string, text: string | undefined): unknown {
  if (text === undefined) return undefined
  const value = JSON.parse(text) as { state: Record<string, unknown>; version: number }
  if (key === SETTINGS) {
    const { lastUpdateVersionTimestamp: _stamp, timestamp: _time, ...rest } = value.state
    return { ...value, state: rest }
  }
  // wagmi.store: which account on which chain (the connector's uid is new at every start).
  const connections = (
    value.state.connections as { value: [string, { accounts: string[]; chainId: number; connector: { id: string } }][] }
  ).value
  return {
    chainId: value.state.chainId,
    connected: connections.map(([, c]) => [c.accounts, c.chainId, c.connector.id]),
  }
}

test('every seeded storage state boots to the swap screen, resets only what is broken and keeps the rest', async ({
  page,
}) => {
  // 54 states in about 24 page loads.
  test.setTimeout(90_000)
  // A full storage, per key prefix, armed through sessionStorage (it survives the reload; localStorage is what is tested).
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem
    Object.assign(window, { e2eRealSetItem: setItem })
    const prefixes = JSON.parse(sessionStorage.getItem('e2e-quota') ?? '[]') as string[]
    if (prefixes.length === 0) return
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === window.localStorage && prefixes.some((prefix) => key.startsWith(prefix))) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
      setItem.call(this, key, value)
    }
  })
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))

  // Through the picker: RainbowKit's own keys (rk-recent, rk-latest-id, rk-version) are part of the baseline.
  await connectInjectedWallet(page, { rpcUrl: manifest.rpcUrl, account, chainId: manifest.chainId, via: 'picker' })
  await expectSwapScreen(page)
  // A valid baseline of every store, with a setting and a transaction that are not the defaults.
  await page.evaluate(
    ([settings, transactions]) => {
      localStorage.setItem('ucash.settings', settings)
      localStorage.setItem('ucash.transactions', transactions)
    },
    [envelope(settingsV4, 4), envelope({ transactions: { 1: { [HASH]: tx } } }, 2)] as const,
  )
  await page.reload()
  await expectSwapScreen(page)
  await expect(page.getByRole('button', { name: 'trader.eth' })).toBeVisible()
  const baseline = await snapshot(page)
  expect(Object.keys(baseline)).toEqual(
    expect.arrayContaining([
      SETTINGS,
      LISTS,
      TRANSACTIONS,
      'wagmi.store',
      'wagmi.recentConnectorId',
      'rk-recent',
      'rk-latest-id',
      'rk-version',
    ]),
  )

  expect(states.length).toBeGreaterThanOrEqual(50)
  for (const round of rounds(states)) {
    await test.step(round.map((state) => state.name).join(' + '), async () => {
      const seeded = Object.assign({}, ...round.map((state) => state.seed)) as Snapshot
      await seed(page, { ...baseline, ...seeded }, round[0]?.quota)
      // The app reads storage as it starts: no need to wait for every image and font.
      await page.reload({ waitUntil: 'commit' })
      await expectSwapScreen(page)
      const after = await snapshot(page)
      for (const state of round) {
        for (const [key, value] of Object.entries(state.seed)) {
          if (state.kept) state.kept(after[key] ?? null)
          // Reset: removed, or saved again as something else (the defaults).
          else expect(after[key], `${state.name}: ${key} reset`).not.toBe(value)
        }
      }
      const quota = round[0]?.quota
      for (const [key, value] of Object.entries(baseline)) {
        if (key in seeded) continue
        if (REWRITTEN_AT_START.has(key) && !quota?.some((prefix) => key.startsWith(prefix)))
          expect(meaning(key, after[key]), `${key} kept`).toEqual(meaning(key, value))
        else expect(after[key], `${key} kept byte for byte`).toBe(value)
      }
    })
  }
  expect(pageErrors).toEqual([])
})

test('a stored 100 % slippage (10000 bps) loads as the default 0.5 %; every other setting survives (issue 39)', async ({
  page,
}) => {
  await page.goto('/')
  await expectSwapScreen(page)
  // Settings that are not the defaults beside the slippage the UI never allows (custom slippage is under 50 %).
  const seeded = {
    ...settingsV4,
    userSlippageTolerance: 10_000,
    userDeadline: 1800,
    userSingleHopOnly: true,
    userExactApproval: true,
    userDarkMode: true,
  }
  await page.evaluate((text) => localStorage.setItem('ucash.settings', text), envelope(seeded, 4))
  await page.reload()
  await expectSwapScreen(page)
  await expect(page.locator('html')).toHaveClass(/dark/)

  await page.getByRole('button', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('button', { name: '0.5%' })).toHaveAttribute('aria-pressed', 'true')
  await expect(dialog.getByRole('textbox', { name: 'Custom slippage' })).toHaveAttribute('placeholder', '0.50')
  await expect(dialog.getByRole('textbox', { name: 'Transaction deadline' })).toHaveAttribute('placeholder', '30')
  await expect(dialog.getByRole('switch', { name: 'Disable Multihops' })).toHaveAttribute('aria-checked', 'true')
  await expect(dialog.getByRole('switch', { name: 'Approve exact amounts' })).toHaveAttribute('aria-checked', 'true')
  await expect(dialog.getByRole('switch', { name: 'Toggle Dark Mode' })).toHaveAttribute('aria-checked', 'true')
  await expect(dialog.getByRole('switch', { name: 'Toggle Expert Mode' })).toHaveAttribute('aria-checked', 'false')

  // Saved again at the start with the slippage reset and the rest as seeded.
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('ucash.settings') ?? '{}') as { state: Record<string, unknown>; version: number },
  )
  expect(stored).toMatchObject({
    version: 4,
    state: {
      userSlippageTolerance: 50,
      userDeadline: 1800,
      userSingleHopOnly: true,
      userExactApproval: true,
      userDarkMode: true,
    },
  })
})

test('a setting changed in one tab reaches another within a second', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.emulateMedia({ colorScheme: 'light' })
  await second.emulateMedia({ colorScheme: 'light' })
  await Promise.all([first.goto('/'), second.goto('/')])
  await expect(second.locator('html')).not.toHaveClass(/dark/)
  await expect(first.getByRole('button', { name: 'Dark mode' })).toBeVisible()
  await first.getByRole('button', { name: 'Dark mode' }).click()
  await expect(first.locator('html')).toHaveClass(/dark/)
  await expect(second.locator('html')).toHaveClass(/dark/, { timeout: 1_000 })
  await expect(second.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true')
})
