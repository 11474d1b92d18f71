// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  SETTINGS_STORAGE_KEY as KEY,
  pairKey,
  selectSavedPairs,
  selectUserTokens,
  useSettingsStore,
} from './settingsStore'

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
const initial = useSettingsStore.getState()
const store = () => useSettingsStore.getState()
/** The persisted part of the default state, as a valid stored value would hold it. */
const initialPersisted = () => ({
  userDarkMode: initial.userDarkMode,
  userExpertMode: initial.userExpertMode,
  userSingleHopOnly: initial.userSingleHopOnly,
  userExactApproval: initial.userExactApproval,
  userSlippageTolerance: 300,
  userDeadline: initial.userDeadline,
  tokens: {},
  pairs: {},
  timestamp: 0,
  URLWarningVisible: true,
  userLocale: null,
})
const stored = () =>
  JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state: Record<string, unknown>; version: number }

/** Simulates a page load: defaults in memory, `value` in storage, then rehydration. */
async function reload(value: unknown) {
  useSettingsStore.setState(initial, true)
  localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value))
  await useSettingsStore.persist.rehydrate()
}

beforeEach(() => {
  localStorage.clear()
  useSettingsStore.setState(initial, true)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('settings store', () => {
  it('has the spec defaults', () => {
    expect(store()).toMatchObject({
      userDarkMode: null,
      userExpertMode: false,
      userSingleHopOnly: false,
      userExactApproval: false,
      userSlippageTolerance: 50,
      userDeadline: 1200,
      tokens: {},
      pairs: {},
      URLWarningVisible: true,
      userLocale: null,
    })
    expect(store().lastUpdateVersionTimestamp).toBeUndefined()
  })

  it('sets each flag and stamps the time', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1234)
    store().setDarkMode(true)
    store().setExpertMode(true)
    store().setSingleHopOnly(true)
    store().setExactApproval(true)
    store().setDeadline(600)
    expect(store()).toMatchObject({
      userDarkMode: true,
      userExpertMode: true,
      userSingleHopOnly: true,
      userExactApproval: true,
      userDeadline: 600,
      timestamp: 1234,
    })
    store().setExactApproval(false)
    expect(store().userExactApproval).toBe(false)
    store().setDarkMode(null)
    expect(store().userDarkMode).toBeNull()
  })

  it('persists changes and restores them on reload', async () => {
    store().setSlippageTolerance(100)
    store().setDarkMode(true)
    store().setExactApproval(true)
    store().addToken(DAI)
    expect(stored()).toMatchObject({
      version: 4,
      state: { userSlippageTolerance: 100, userDarkMode: true, userExactApproval: true },
    })
    expect(stored().state).not.toHaveProperty('setDarkMode')
    await reload(localStorage.getItem(KEY))
    expect(store()).toMatchObject({ userSlippageTolerance: 100, userDarkMode: true, userExactApproval: true })
    expect(store().tokens[1]?.[DAI.address]).toEqual(DAI)
  })

  it('refuses slippage the UI does not allow (whole basis points 0 to under 5000), keeping the old value', () => {
    store().setSlippageTolerance(0)
    store().setSlippageTolerance(4999)
    expect(store().userSlippageTolerance).toBe(4999)
    for (const bad of [-1, 5000, 10_000, 10_001, 12.5])
      expect(() => store().setSlippageTolerance(bad)).toThrow(expect.objectContaining({ code: 'UNEXPECTED_SLIPPAGE' }))
    expect(store().userSlippageTolerance).toBe(4999)
  })

  it('refuses a deadline outside 1 to 4320 minutes of whole seconds', () => {
    store().setDeadline(259_200)
    store().setDeadline(60)
    for (const bad of [0, -1, 1.5, 59, 259_201]) expect(() => store().setDeadline(bad)).toThrow()
    expect(store().userDeadline).toBe(60)
  })

  it('toggles the URL warning', () => {
    store().toggleURLWarning()
    expect(store().URLWarningVisible).toBe(false)
    store().toggleURLWarning()
    expect(store().URLWarningVisible).toBe(true)
  })

  it('adds and removes custom tokens by chain and checksummed address', () => {
    store().addToken({ ...DAI, address: DAI.address.toLowerCase() })
    expect(store().tokens[1]?.[DAI.address]).toEqual(DAI)
    expect(selectUserTokens(store(), 1)).toEqual([DAI])
    expect(selectUserTokens(store(), 5)).toEqual([])
    store().removeToken(1, DAI.address.toLowerCase())
    expect(store().tokens[1]).toEqual({})
    expect(() => store().addToken({ ...DAI, address: '0x1234' })).toThrow()
  })

  it('saves a pair only for two different tokens of one chain, keyed by sorted lower-case addresses', () => {
    store().addPair(DAI, DAI)
    store().addPair(DAI, { ...DAI, address: DAI.address.toLowerCase() })
    store().addPair(DAI, { ...USDC, chainId: 5 })
    expect(store().pairs).toEqual({})
    store().addPair(USDC, DAI)
    const key = `${DAI.address.toLowerCase()};${USDC.address.toLowerCase()}`
    expect(pairKey(USDC.address, DAI.address)).toBe(key)
    expect(Object.keys(store().pairs[1] ?? {})).toEqual([key])
    expect(selectSavedPairs(store(), 1)).toEqual([{ token0: USDC, token1: DAI }])
    store().removePair(1, DAI.address, USDC.address)
    expect(selectSavedPairs(store(), 1)).toEqual([])
  })

  it('updateVersion stamps lastUpdateVersionTimestamp and keeps valid numbers', () => {
    store().setSlippageTolerance(30)
    vi.spyOn(Date, 'now').mockReturnValue(99)
    store().updateVersion()
    expect(store()).toMatchObject({ userSlippageTolerance: 30, userDeadline: 1200, lastUpdateVersionTimestamp: 99 })
  })

  it('updateVersion resets a non-numeric slippage or deadline to the defaults', () => {
    useSettingsStore.setState({
      userSlippageTolerance: 'x' as unknown as number,
      userDeadline: undefined as unknown as number,
    })
    store().updateVersion()
    expect(store()).toMatchObject({ userSlippageTolerance: 50, userDeadline: 1200 })
  })

  it('updateVersion resets an out-of-range slippage or deadline to the defaults', () => {
    useSettingsStore.setState({ userSlippageTolerance: 10_000, userDeadline: 259_260 })
    store().updateVersion()
    expect(store()).toMatchObject({ userSlippageTolerance: 50, userDeadline: 1200 })
  })

  it('migrates older versions, resetting a non-numeric slippage or deadline and keeping the rest', async () => {
    await reload({ state: { userSlippageTolerance: 'abc', userDeadline: null, userExpertMode: true }, version: 0 })
    expect(store()).toMatchObject({
      userSlippageTolerance: 50,
      userDeadline: 1200,
      userExpertMode: true,
      URLWarningVisible: true,
      userExactApproval: false,
    })
    expect(stored().version).toBe(4)
  })

  it('migrates a version 1 value (before lastUpdateVersionTimestamp)', async () => {
    const v1 = { ...stored().state }
    delete v1.lastUpdateVersionTimestamp
    delete v1.userExactApproval
    await reload({ state: { ...v1, userSlippageTolerance: 75 }, version: 1 })
    expect(store().userSlippageTolerance).toBe(75)
    expect(store().userExactApproval).toBe(false)
  })

  it('migrates a version 2 value (before userExactApproval), keeping every setting and saving it as version 4', async () => {
    const v2 = {
      userDarkMode: false,
      userExpertMode: true,
      userSingleHopOnly: true,
      userSlippageTolerance: 120,
      userDeadline: 1800,
      tokens: { 1: { [DAI.address]: DAI } },
      pairs: { 1: { [pairKey(DAI.address, USDC.address)]: { token0: DAI, token1: USDC } } },
      timestamp: 42,
      URLWarningVisible: false,
      lastUpdateVersionTimestamp: 7,
    }
    await reload({ state: v2, version: 2 })
    expect(store()).toMatchObject({ ...v2, userExactApproval: false, userLocale: null })
    store().setExactApproval(true)
    expect(stored()).toMatchObject({
      version: 4,
      state: { ...v2, userExactApproval: true, userLocale: null, timestamp: expect.any(Number) },
    })
  })

  it('migrates a version 3 value (before userLocale): every setting kept, no language chosen, saved as version 4', async () => {
    const { userLocale: _none, ...v3 } = { ...initialPersisted(), userExactApproval: true, userDeadline: 600 }
    await reload({ state: v3, version: 3 })
    expect(store()).toMatchObject({ ...v3, userLocale: null })
    expect(stored()).toMatchObject({ version: 4, state: { ...v3, userLocale: null } })
  })

  it('restores a valid version 4 value as it is, the chosen language included', async () => {
    await reload({ state: { ...initialPersisted(), userExactApproval: true, userLocale: 'ja' }, version: 4 })
    expect(store()).toMatchObject({ userSlippageTolerance: 300, userExactApproval: true, userLocale: 'ja' })
  })

  it('sets the language, persists it, and null clears the choice', async () => {
    store().setLocale('ar')
    expect(stored()).toMatchObject({ version: 4, state: { userLocale: 'ar' } })
    await reload(localStorage.getItem(KEY))
    expect(store().userLocale).toBe('ar')
    store().setLocale(null)
    expect(stored().state.userLocale).toBeNull()
  })

  it.each([
    ['unreadable JSON', '{not json'],
    ['a foreign shape', { state: { userSlippageTolerance: 'lots', tokens: 7 }, version: 3 }],
    ['a foreign shape of version 2', { state: { userSlippageTolerance: 'lots', tokens: 7 }, version: 2 }],
    ['a non-boolean exact approval', { state: { ...initialPersisted(), userExactApproval: 'yes' }, version: 4 }],
    ['a language the app does not have', { state: { ...initialPersisted(), userLocale: 'xx' }, version: 4 }],
    ['a pseudo-locale choice', { state: { ...initialPersisted(), userLocale: 'pseudo' }, version: 4 }],
    ['a future version', { state: { userSlippageTolerance: 300 }, version: 99 }],
    ['a bare value', '42'],
  ])('resets only itself on %s, leaving other keys alone', async (_what, value) => {
    store().setSlippageTolerance(300)
    store().setExactApproval(true)
    localStorage.setItem('ucash.transactions', '{"kept":true}')
    await reload(value)
    expect(store()).toMatchObject({ userSlippageTolerance: 50, userExactApproval: false })
    expect(localStorage.getItem('ucash.transactions')).toBe('{"kept":true}')
  })

  describe('a stored slippage or deadline the UI does not allow resets that setting alone (issue 39)', () => {
    /** A valid stored value with settings that are not the defaults, so a whole-store reset would show. */
    const customised = () => ({
      ...initialPersisted(),
      userDarkMode: true,
      userExpertMode: true,
      userExactApproval: true,
      userLocale: 'ja',
      userDeadline: 1800,
      tokens: { 1: { [DAI.address]: DAI } },
    })
    const kept = { userDarkMode: true, userExpertMode: true, userExactApproval: true, userLocale: 'ja' }

    it.each([
      ['100 % (10000 bps)', 10_000],
      ['50 % (5000 bps, the first the custom input refuses)', 5000],
      ['above 100 %', 20_000],
      ['negative', -50],
      ['fractional', 12.5],
      ['a text', '300'],
      ['null', null],
    ])('slippage %s: the default 50 bps, every other setting kept', async (_what, bps) => {
      await reload({ state: { ...customised(), userSlippageTolerance: bps }, version: 4 })
      expect(store()).toMatchObject({ ...kept, userSlippageTolerance: 50, userDeadline: 1800 })
      expect(store().tokens[1]?.[DAI.address]).toEqual(DAI)
      expect(console.warn).toHaveBeenCalledOnce()
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('userSlippageTolerance'))
      // Saved repaired: the next load reads the default without a warning.
      expect(stored().state).toMatchObject({ ...kept, userSlippageTolerance: 50, userDeadline: 1800 })
    })

    it.each([
      ['4321 minutes', 259_260],
      ['a year', 31_536_000],
      ['under a minute', 59],
      ['zero', 0],
      ['negative', -60],
      ['fractional', 1800.5],
      ['missing', undefined],
    ])('deadline %s: the default 1200 s, every other setting kept', async (_what, seconds) => {
      await reload({ state: { ...customised(), userSlippageTolerance: 300, userDeadline: seconds }, version: 4 })
      expect(store()).toMatchObject({ ...kept, userSlippageTolerance: 300, userDeadline: 1200 })
      expect(console.warn).toHaveBeenCalledOnce()
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('userDeadline'))
      expect(stored().state).toMatchObject({ ...kept, userSlippageTolerance: 300, userDeadline: 1200 })
    })

    it('the limits themselves load: 4999 bps and 1 and 4320 minutes', async () => {
      await reload({ state: { ...customised(), userSlippageTolerance: 4999, userDeadline: 259_200 }, version: 4 })
      expect(store()).toMatchObject({ userSlippageTolerance: 4999, userDeadline: 259_200 })
      await reload({ state: { ...customised(), userDeadline: 60 }, version: 4 })
      expect(store().userDeadline).toBe(60)
      expect(console.warn).not.toHaveBeenCalled()
    })

    it('an older version is migrated and reset the same way', async () => {
      const { userLocale: _none, ...v3 } = customised()
      await reload({ state: { ...v3, userSlippageTolerance: 20_000, userDeadline: 0 }, version: 3 })
      expect(store()).toMatchObject({
        userDarkMode: true,
        userExpertMode: true,
        userExactApproval: true,
        userLocale: null,
        userSlippageTolerance: 50,
        userDeadline: 1200,
      })
    })

    it('over the storage event: another tab saving 100 % slippage resets it here, and the rest of that tab’s settings arrive', () => {
      store().setSlippageTolerance(300)
      const newValue = JSON.stringify({ state: { ...customised(), userSlippageTolerance: 10_000 }, version: 4 })
      localStorage.setItem(KEY, newValue)
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue, storageArea: localStorage }))
      expect(store()).toMatchObject({ ...kept, userSlippageTolerance: 50, userDeadline: 1800 })
      // The other tab's value is its own: not saved over from here.
      expect(localStorage.getItem(KEY)).toBe(newValue)
    })
  })
})
