// @vitest-environment jsdom
/**
 * Every persisted store against every state a browser may hand it (issue 15): valid versions are migrated, anything
 * else resets that store alone and leaves other keys intact; a disallowed slippage or deadline resets alone (issue 39).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SETTINGS_STORAGE_KEY, useSettingsStore } from './settings/settingsStore'
import { LISTS_STORAGE_KEY, useListsStore } from './token-list/listsStore'
import { TRANSACTIONS_STORAGE_KEY, useTransactionStore } from './transaction/transactionStore'

interface PersistedStoreUnderTest {
  getState(): object
  setState(state: object, replace: true): void
  persist: { rehydrate(): Promise<void> | void }
}

interface StoreCase {
  key: string
  store: PersistedStoreUnderTest
  version: number
  /** A valid value of the current version. */
  valid: Record<string, unknown>
  /** Valid values of every past version, and what the store holds after migrating each. */
  past: { version: number; state: unknown; expected: Record<string, unknown> }[]
  /** Store-specific corrupt states at the current version. */
  corrupt: [string, Record<string, unknown>][]
  /** The persisted part of the defaults. */
  defaults: Record<string, unknown>
}

const DAI = {
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
}
const USDC = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
}
const LIST_URL = 'https://lists.example/list.json'
const HASH = `0x${'ab'.repeat(32)}`
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const settingsV2 = {
  userDarkMode: true,
  userExpertMode: true,
  userSingleHopOnly: false,
  userSlippageTolerance: 120,
  userDeadline: 1800,
  tokens: { 1: { [DAI.address]: DAI } },
  pairs: { 1: { [`${DAI.address.toLowerCase()};${USDC.address.toLowerCase()}`]: { token0: DAI, token1: USDC } } },
  timestamp: 42,
  URLWarningVisible: false,
  lastUpdateVersionTimestamp: 7,
}
const { lastUpdateVersionTimestamp: _stamp, ...settingsV1 } = settingsV2
const settingsV3 = { ...settingsV2, userExactApproval: true }
const settingsV4 = { ...settingsV3, userLocale: 'ja' }

const listV2 = {
  current: null,
  pendingUpdate: null,
  error: { code: 'LIST_DOWNLOAD_FAILED', params: { url: LIST_URL } },
}
const listsV2 = {
  byUrl: { [LIST_URL]: listV2 },
  activeListUrls: [LIST_URL],
  lastInitializedDefaultListOfLists: [LIST_URL],
}

const txV1 = { hash: HASH, from: ACCOUNT, chainId: 1, addedTime: 1_700_000_000_000, summary: 'Swap 1 DAI for 1 USDC' }
const txV2 = {
  ...txV1,
  nonce: 3,
  deadline: 1_700_000_600,
  submittedBlock: 100,
  receipt: {
    blockHash: HASH,
    blockNumber: 101,
    from: ACCOUNT,
    status: 1,
    to: ACCOUNT,
    transactionHash: HASH,
    transactionIndex: 0,
  },
  confirmedTime: 1_700_000_010_000,
}

const persistedPart = (state: object, like: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(like).map((k) => [k, (state as Record<string, unknown>)[k]]))

const initial = {
  settings: useSettingsStore.getState(),
  lists: useListsStore.getState(),
  transactions: useTransactionStore.getState(),
}

const cases: StoreCase[] = [
  {
    key: SETTINGS_STORAGE_KEY,
    store: useSettingsStore,
    version: 4,
    valid: settingsV4,
    past: [
      // Version 0 and 1: non-numeric slippage and deadline were possible; they go back to their defaults.
      {
        version: 0,
        state: { userSlippageTolerance: 'abc', userDeadline: null, userExpertMode: true },
        expected: {
          userSlippageTolerance: 50,
          userDeadline: 1200,
          userExpertMode: true,
          userExactApproval: false,
          userLocale: null,
        },
      },
      { version: 1, state: settingsV1, expected: { ...settingsV1, userExactApproval: false, userLocale: null } },
      { version: 2, state: settingsV2, expected: { ...settingsV2, userExactApproval: false, userLocale: null } },
      // Version 3: no language chosen.
      { version: 3, state: settingsV3, expected: { ...settingsV3, userLocale: null } },
    ],
    // A slippage or deadline the UI does not allow resets that setting alone: below.
    corrupt: [
      ['a token with a bad address', { ...settingsV4, tokens: { 1: { x: { ...DAI, address: '0x123' } } } }],
      ['a language the app does not have', { ...settingsV4, userLocale: 'xx' }],
    ],
    defaults: persistedPart(initial.settings, settingsV4),
  },
  {
    key: LISTS_STORAGE_KEY,
    store: useListsStore,
    version: 2,
    valid: listsV2,
    past: [
      // Version 1 kept the error as English text: it becomes a code.
      {
        version: 1,
        state: { ...listsV2, byUrl: { [LIST_URL]: { ...listV2, error: 'Failed to download list' } } },
        expected: listsV2,
      },
    ],
    corrupt: [
      ['active lists not an array', { ...listsV2, activeListUrls: LIST_URL }],
      ['byUrl an array', { ...listsV2, byUrl: [listV2] }],
    ],
    // As saved: a list's loading request is not.
    defaults: {
      ...persistedPart(initial.lists, listsV2),
      byUrl: Object.fromEntries(
        Object.entries(initial.lists.byUrl).map(([url, { current, pendingUpdate, error }]) => [
          url,
          { current, pendingUpdate, error },
        ]),
      ),
    },
  },
  {
    key: TRANSACTIONS_STORAGE_KEY,
    store: useTransactionStore,
    version: 2,
    valid: { transactions: { 1: { [HASH]: txV2 } } },
    past: [
      {
        version: 1,
        state: { transactions: { 1: { [HASH]: txV1 } } },
        expected: { transactions: { 1: { [HASH]: txV1 } } },
      },
    ],
    corrupt: [
      ['a record with a short hash', { transactions: { 1: { [HASH]: { ...txV2, hash: '0x12' } } } }],
      ['a negative block number', { transactions: { 1: { [HASH]: { ...txV2, submittedBlock: -1 } } } }],
      ['transactions as a list', { transactions: [txV2] }],
    ],
    defaults: persistedPart(initial.transactions, { transactions: null }),
  },
]

const OTHERS = {
  'wagmi.store': '{"state":{"connections":{"__type":"Map","value":[]},"chainId":1,"current":null},"version":2}',
  'rk-recent': '["injected"]',
  unrelated: 'kept as it is',
}

/** What a browser may hold under a store's key, whatever the store: each must reset it. */
function genericCorrupt(c: StoreCase): [string, string][] {
  const validText = JSON.stringify({ state: c.valid, version: c.version })
  const { [Object.keys(c.valid)[0]!]: _dropped, ...missingOne } = c.valid
  return [
    ['truncated JSON', validText.slice(0, Math.floor(validText.length / 2))],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a bare number', '42'],
    ['a string', '"settings"'],
    ['no version', JSON.stringify({ state: c.valid })],
    ['a text version', JSON.stringify({ state: c.valid, version: String(c.version) })],
    ['state null', JSON.stringify({ state: null, version: c.version })],
    ['state an array', JSON.stringify({ state: [c.valid], version: c.version })],
    [
      'wrong types everywhere',
      JSON.stringify({ state: Object.fromEntries(Object.keys(c.valid).map((k) => [k, 'wrong'])), version: c.version }),
    ],
    ['missing keys (empty state)', JSON.stringify({ state: {}, version: c.version })],
    ['a missing key', JSON.stringify({ state: missingOne, version: c.version })],
    ['an unknown future version', JSON.stringify({ state: c.valid, version: c.version + 1 })],
    ['a far future version', JSON.stringify({ state: c.valid, version: 1e9 })],
    ['a negative version', JSON.stringify({ state: c.valid, version: -1 })],
    ['megabytes of junk text', `{"state":${'x'.repeat(3_000_000)}`],
    [
      'megabytes of junk JSON',
      JSON.stringify({ state: { junk: Array.from({ length: 200_000 }, (_, i) => `junk-${i}`) }, version: c.version }),
    ],
    ...c.corrupt.map(([what, state]): [string, string] => [what, JSON.stringify({ state, version: c.version })]),
  ]
}

/** Simulates a page load: the defaults in memory, `text` under the store's key beside the other keys, then rehydration. */
async function boot(c: StoreCase, text: string): Promise<void> {
  // Back to the defaults first: the store saves what it is set to.
  c.store.setState(initial[storeName(c)], true)
  localStorage.clear()
  for (const [key, value] of Object.entries(OTHERS)) localStorage.setItem(key, value)
  localStorage.setItem(c.key, text)
  await c.store.persist.rehydrate()
}
const storeName = (c: StoreCase): keyof typeof initial =>
  c.key === SETTINGS_STORAGE_KEY ? 'settings' : c.key === LISTS_STORAGE_KEY ? 'lists' : 'transactions'

const expectOthersKept = () => {
  for (const [key, value] of Object.entries(OTHERS)) expect(localStorage.getItem(key)).toBe(value)
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe.each(cases)('stored $key', (c) => {
  it('behavior: a valid value of the current version is kept as it is', async () => {
    const text = JSON.stringify({ state: c.valid, version: c.version })
    await boot(c, text)
    expect(persistedPart(c.store.getState(), c.valid)).toEqual(c.valid)
    expect(localStorage.getItem(c.key)).toBe(text)
    expect(warn).not.toHaveBeenCalled()
    expectOthersKept()
  })

  it.each(c.past.map((p) => [p.version, p] as const))(
    'behavior: a valid value of past version %i is migrated and saved at the current version',
    async (_v, past) => {
      await boot(c, JSON.stringify({ state: past.state, version: past.version }))
      expect(c.store.getState()).toMatchObject(past.expected)
      expect(warn).not.toHaveBeenCalled()
      expect(JSON.parse(localStorage.getItem(c.key) ?? 'null')).toMatchObject({
        version: c.version,
        state: past.expected,
      })
      expectOthersKept()
    },
  )

  it.each(genericCorrupt(c))('error: %s resets only this store and drops its value', async (_what, text) => {
    await boot(c, text)
    expect(persistedPart(c.store.getState(), c.defaults)).toEqual(c.defaults)
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toContain(c.key)
    // Removed, or (after a version change) saved again as the defaults.
    const saved = localStorage.getItem(c.key)
    if (saved !== null) expect(JSON.parse(saved)).toEqual({ state: c.defaults, version: c.version })
    expectOthersKept()
  })

  it.each([
    ['QuotaExceededError', new DOMException('The quota has been exceeded.', 'QuotaExceededError')],
    ['SecurityError', new DOMException('Access is denied.', 'SecurityError')],
  ])('error: a write failing with %s is logged once; the state goes on in memory', async (_name, error) => {
    const text = JSON.stringify({ state: c.valid, version: c.version })
    await boot(c, text)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw error
    })
    for (let i = 0; i < 3; i++) expect(() => c.store.setState({ ...c.store.getState() }, true)).not.toThrow()
    expect(persistedPart(c.store.getState(), c.valid)).toEqual(c.valid)
    expect(warn).toHaveBeenCalledOnce()
    expect(localStorage.getItem(c.key)).toBe(text)
  })
})

describe('stored settings with a slippage or deadline the UI does not allow', () => {
  const settings = cases[0]!
  it.each([
    // NaN is stored as null by JSON.
    ['NaN slippage', { userSlippageTolerance: null }, { userSlippageTolerance: 50 }],
    ['negative slippage', { userSlippageTolerance: -50 }, { userSlippageTolerance: 50 }],
    ['fractional slippage', { userSlippageTolerance: 0.5 }, { userSlippageTolerance: 50 }],
    ['100 % slippage', { userSlippageTolerance: 10_000 }, { userSlippageTolerance: 50 }],
    ['NaN deadline', { userDeadline: null }, { userDeadline: 1200 }],
    ['negative deadline', { userDeadline: -1 }, { userDeadline: 1200 }],
    ['zero deadline', { userDeadline: 0 }, { userDeadline: 1200 }],
    ['a 4321-minute deadline', { userDeadline: 259_260 }, { userDeadline: 1200 }],
    ['both', { userSlippageTolerance: 20_000, userDeadline: 1e12 }, { userSlippageTolerance: 50, userDeadline: 1200 }],
  ])(
    'error: %s resets that setting alone, with one warning, and is saved repaired; the other settings and keys are kept',
    async (_what, bad, reset) => {
      await boot(settings, JSON.stringify({ state: { ...settingsV4, ...bad }, version: 4 }))
      expect(persistedPart(settings.store.getState(), settingsV4)).toEqual({ ...settingsV4, ...reset })
      expect(warn).toHaveBeenCalledOnce()
      for (const key of Object.keys(reset)) expect(String(warn.mock.calls[0]?.[0])).toContain(key)
      // Saved repaired, the rest as it was.
      expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null')).toEqual({
        state: { ...settingsV4, ...reset },
        version: 4,
      })
      expectOthersKept()
    },
  )
})
