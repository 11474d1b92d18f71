// @vitest-environment jsdom
import { mainnet } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConfig, createStorage, http, mock } from 'wagmi'
import { getAccount } from 'wagmi/actions'
import {
  guardRainbowKitWrites,
  sanitizeRainbowKitStorage,
  validatingStorage,
  wagmiItemProblem,
  wagmiStorage,
} from './wagmiStorage'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connection = {
  accounts: [ACCOUNT],
  chainId: 1,
  connector: { id: 'injected', name: 'Injected', type: 'injected', uid: 'abc123' },
}
/** `wagmi.store` as wagmi 2 writes it for a connected account. */
const VALID_STORE = JSON.stringify({
  state: { connections: { __type: 'Map', value: [['abc123', connection]] }, chainId: 1, current: 'abc123' },
  version: 2,
})
const withState = (state: Record<string, unknown>) =>
  JSON.stringify({ state: { ...JSON.parse(VALID_STORE).state, ...state }, version: 2 })
const OTHERS = {
  'ucash.settings': '{"state":{},"version":3}',
  'rk-latest-id': 'injected',
  'wagmi.recentConnectorId': '"injected"',
}

const storage = () => createStorage({ key: 'wagmi', storage: validatingStorage() })
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  localStorage.clear()
  for (const [key, value] of Object.entries(OTHERS)) localStorage.setItem(key, value)
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

const expectOthersKept = () => {
  for (const [key, value] of Object.entries(OTHERS)) expect(localStorage.getItem(key)).toBe(value)
}

describe('wagmiStorage', () => {
  it('default: keeps the `wagmi` prefix, so a connection saved before stays', async () => {
    expect(wagmiStorage.key).toBe('wagmi')
    expect(await wagmiStorage.getItem('recentConnectorId')).toBe('injected')
  })

  it('behavior: a valid store is read with its Map, and left as it is', async () => {
    localStorage.setItem('wagmi.store', VALID_STORE)
    const value = await storage().getItem('store' as 'recentConnectorId')
    expect(value).toMatchObject({ state: { chainId: 1, current: 'abc123' }, version: 2 })
    expect(JSON.stringify(value)).toContain('abc123')
    expect(localStorage.getItem('wagmi.store')).toBe(VALID_STORE)
    expect(warn).not.toHaveBeenCalled()
  })

  it('behavior: another version of the store is left to wagmi’s own migration (which keeps only a checked chainId)', () => {
    for (const text of [
      JSON.stringify({ state: { whatever: true }, version: 1 }),
      JSON.stringify({ state: 'x', version: 3 }),
    ]) {
      expect(wagmiItemProblem('wagmi.store', text)).toBeNull()
    }
  })

  it.each([
    ['truncated JSON', VALID_STORE.slice(0, 40)],
    ['JSON null', 'null'],
    ['a bare number', '42'],
    ['no version', JSON.stringify({ state: JSON.parse(VALID_STORE).state })],
    ['connections a string (today: the error boundary)', withState({ connections: 'x' })],
    ['connections a plain object', withState({ connections: { abc123: connection } })],
    [
      'a connection without its connector',
      withState({ connections: { __type: 'Map', value: [['abc123', { ...connection, connector: null }]] } }),
    ],
    [
      'a connection with no accounts',
      withState({ connections: { __type: 'Map', value: [['abc123', { ...connection, accounts: [] }]] } }),
    ],
    [
      'a connection with a bad account',
      withState({ connections: { __type: 'Map', value: [['abc123', { ...connection, accounts: ['0x12'] }]] } }),
    ],
    ['a text chain id', withState({ chainId: '1' })],
    ['current a number', withState({ current: 5 })],
    ['missing keys', JSON.stringify({ state: {}, version: 2 })],
    ['megabytes of junk', `{"state":${'x'.repeat(3_000_000)}`],
  ])('error: a store with %s is removed and read as absent (disconnected); other keys stay', async (_what, text) => {
    localStorage.setItem('wagmi.store', text)
    expect(await storage().getItem('store' as 'recentConnectorId')).toBeNull()
    expect(localStorage.getItem('wagmi.store')).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toContain('wagmi.store')
    expectOthersKept()
  })

  it.each([
    ['wagmi.recentConnectorId', '{"id":1}'],
    ['wagmi.recentConnectorId', '{trunc'],
    ['wagmi.injected.connected', '"yes"'],
    ['wagmi.io.metamask.disconnected', '1'],
    ['wagmi.walletConnect.requestedChains', '["1"]'],
    ['wagmi.somethingNew', '{trunc'],
  ])('error: %s = %s is removed and read as absent', async (key, text) => {
    localStorage.setItem(key, text)
    expect(await storage().getItem(key.slice('wagmi.'.length) as 'recentConnectorId')).toBeNull()
    expect(localStorage.getItem(key)).toBeNull()
  })

  it.each([
    ['wagmi.injected.connected', 'true', true],
    ['wagmi.io.metamask.disconnected', 'true', true],
    ['wagmi.walletConnect.requestedChains', '[1,10]', [1, 10]],
    ['wagmi.somethingNew', '{"any":"shape"}', { any: 'shape' }],
  ])('behavior: %s = %s is read as it is', async (key, text, expected) => {
    localStorage.setItem(key, text)
    expect(await storage().getItem(key.slice('wagmi.'.length) as 'recentConnectorId')).toEqual(expected)
    expect(localStorage.getItem(key)).toBe(text)
  })

  it.each([
    ['QuotaExceededError', new DOMException('The quota has been exceeded.', 'QuotaExceededError')],
    ['SecurityError', new DOMException('Access is denied.', 'SecurityError')],
  ])('error: a write failing with %s is swallowed and logged once', async (_name, error) => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw error
    })
    const s = storage()
    await expect(s.setItem('recentConnectorId', 'injected')).resolves.toBeUndefined()
    await expect(s.setItem('recentConnectorId', 'other')).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })

  const configOver = async (s: ReturnType<typeof createStorage>) => {
    const config = createConfig({
      chains: [mainnet],
      connectors: [mock({ accounts: [ACCOUNT] })],
      transports: { [mainnet.id]: http() },
      storage: s,
    })
    // The first hydration (the one a page load does; a second rehydrate would read what the store saved meanwhile)
    // reads storage through promises: let them settle.
    await new Promise((resolve) => setTimeout(resolve, 0))
    return config
  }

  it('behavior: a wagmi config over a corrupt store boots disconnected instead of throwing, and saves over it', async () => {
    localStorage.setItem('wagmi.store', withState({ connections: 'x' }))
    // wagmi's default storage hands the corrupt value to its store, and reading the account throws (the error boundary).
    const unchecked = await configOver(createStorage({ key: 'wagmi', storage: localStorage }))
    expect(() => getAccount(unchecked)).toThrow(TypeError)

    const config = await configOver(storage())
    expect(() => getAccount(config)).not.toThrow()
    expect(getAccount(config).status).toBe('disconnected')
    expect(localStorage.getItem('wagmi.store') ?? '').not.toContain('"connections":"x"')
    expectOthersKept()
  })
})

describe('RainbowKit’s keys', () => {
  it.each([
    ['rk-transactions', 'null'],
    ['rk-transactions', '{trunc'],
    ['rk-transactions', '[1]'],
    ['rk-transactions', JSON.stringify({ [ACCOUNT]: { 1: [{ hash: 5 }] } })],
    ['rk-recent', '[1,null]'],
    ['rk-recent', '{"a":1}'],
  ])('error: %s = %s is removed before RainbowKit reads it', (key, text) => {
    localStorage.setItem(key, text)
    expect(sanitizeRainbowKitStorage(localStorage)).toEqual([key])
    expect(localStorage.getItem(key)).toBeNull()
    expectOthersKept()
  })

  it.each([
    [
      'rk-transactions',
      JSON.stringify({ [ACCOUNT]: { 1: [{ hash: `0x${'ab'.repeat(32)}`, description: 'Swap', status: 'pending' }] } }),
    ],
    ['rk-recent', '["injected","walletConnect"]'],
  ])('behavior: a valid %s is kept', (key, text) => {
    localStorage.setItem(key, text)
    expect(sanitizeRainbowKitStorage(localStorage)).toEqual([])
    expect(localStorage.getItem(key)).toBe(text)
  })

  it('error: a failing write of an rk- key is logged once; other keys still throw', () => {
    const written: string[] = []
    const fake: Pick<Storage, 'setItem'> = {
      setItem(key: string) {
        if (key !== 'ok') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        written.push(key)
      },
    }
    guardRainbowKitWrites(fake)
    guardRainbowKitWrites(fake)
    expect(() => fake.setItem('rk-version', '2.2.11')).not.toThrow()
    expect(() => fake.setItem('rk-recent', '[]')).not.toThrow()
    expect(warn).toHaveBeenCalledOnce()
    expect(() => fake.setItem('ucash.settings', '{}')).toThrow(DOMException)
    fake.setItem('ok', '1')
    expect(written).toEqual(['ok'])
  })
})
