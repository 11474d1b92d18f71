import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSettingsStore } from './settingsStore'

const KEY = 'ucash.settings'
const DAI = { chainId: 1, address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', decimals: 18, symbol: 'DAI' } as const
const USDC = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6, symbol: 'USDC' } as const
const initial = useSettingsStore.getState()

beforeEach(() => {
  localStorage.clear()
  useSettingsStore.setState(initial, true)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

const store = () => useSettingsStore.getState()
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { state: Record<string, unknown>; version: number }

describe('settings store', () => {
  it('has the spec defaults', () => {
    expect(store()).toMatchObject({ userDarkMode: null, userExpertMode: false, userSingleHopOnly: false, userSlippageTolerance: 50, userDeadline: 1200, URLWarningVisible: true })
  })

  it('persists changes and restores them on reload', async () => {
    store().setSlippageTolerance(100)
    store().setDarkMode(true)
    expect(stored().state).toMatchObject({ userSlippageTolerance: 100, userDarkMode: true })
    const saved = localStorage.getItem(KEY)!
    useSettingsStore.setState(initial, true) // a fresh page: defaults in memory...
    localStorage.setItem(KEY, saved) // ...and the saved value in storage
    await useSettingsStore.persist.rehydrate()
    expect(store()).toMatchObject({ userSlippageTolerance: 100, userDarkMode: true })
  })

  it('refuses slippage outside 0..10000 basis points', () => {
    expect(() => store().setSlippageTolerance(10_001)).toThrow('Unexpected slippage value')
    expect(store().userSlippageTolerance).toBe(50)
  })

  it('saves a pair only for two different tokens of one chain', () => {
    store().addPair(DAI, DAI)
    store().addPair(DAI, { ...USDC, chainId: 5 })
    expect(store().pairs).toEqual({})
    store().addPair(DAI, USDC)
    expect(Object.keys(store().pairs[1] ?? {})).toHaveLength(1)
  })

  it('adds and removes custom tokens by chain and address', () => {
    store().addToken(DAI)
    expect(store().tokens[1]?.[DAI.address]).toEqual(DAI)
    store().removeToken(1, DAI.address)
    expect(store().tokens[1]).toEqual({})
  })

  it.each([
    ['unreadable JSON', '{not json'],
    ['a foreign shape', JSON.stringify({ state: { userSlippageTolerance: 'lots', tokens: 7 }, version: 1 })],
    ['a future version', JSON.stringify({ state: { userSlippageTolerance: 300 }, version: 99 })],
    ['a bare value', '42'],
  ])('resets only itself on %s, leaving other keys alone', async (_what, value) => {
    localStorage.setItem('ucash.transactions', '{"kept":true}')
    localStorage.setItem(KEY, value)
    await useSettingsStore.persist.rehydrate()
    expect(store().userSlippageTolerance).toBe(50)
    expect(localStorage.getItem('ucash.transactions')).toBe('{"kept":true}')
  })

  it('migrates version 0, resetting a non-numeric slippage or deadline', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { userSlippageTolerance: 'abc', userDeadline: null, userExpertMode: true }, version: 0 }))
    await useSettingsStore.persist.rehydrate()
    expect(store()).toMatchObject({ userSlippageTolerance: 50, userDeadline: 1200, userExpertMode: true })
  })
})
