// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createPersistedStore } from './createPersistedStore'

const KEY = 'test.counter'
const OTHER = 'test.other'

const schema = z.object({ count: z.number().int().nonnegative(), label: z.string() })
type Persisted = z.infer<typeof schema>
interface CounterState extends Persisted {
  transient: number
  increment(): void
}

// Version 1 stored `{ total }`; version 2 renamed it to `count` and added `label`.
const makeStore = () =>
  createPersistedStore<CounterState, Persisted>(
    (set) => ({
      count: 0,
      label: 'none',
      transient: 0,
      increment: () => set((s) => ({ count: s.count + 1, transient: s.transient + 1 })),
    }),
    {
      name: KEY,
      version: 2,
      schema,
      partialize: ({ count, label }) => ({ count, label }),
      migrate: (persisted, fromVersion) => {
        if (fromVersion === 1 && typeof persisted === 'object' && persisted !== null && 'total' in persisted) {
          return { count: persisted.total, label: 'migrated' }
        }
        throw new Error(`unknown version ${fromVersion}`)
      },
    },
  )

const save = (value: unknown) => localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value))
let warn: ReturnType<typeof vi.spyOn>

// Each store follows other tabs through a window listener: a test's stores stop listening when it ends.
const listeners: [string, EventListenerOrEventListenerObject][] = []
const addEventListener = window.addEventListener.bind(window)

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem(OTHER, '{"state":{"kept":true},"version":1}')
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.push([type, listener])
      addEventListener(type, listener)
    },
  )
})
afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener)
  vi.restoreAllMocks()
})

describe('createPersistedStore', () => {
  it('default: starts from the defaults when nothing is stored', () => {
    const store = makeStore()
    expect(store.getState()).toMatchObject({ count: 0, label: 'none' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('behavior: saves only the persisted part, with the version', () => {
    const store = makeStore()
    store.getState().increment()
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ state: { count: 1, label: 'none' }, version: 2 })
  })

  it('behavior: restores a valid stored value', () => {
    save({ state: { count: 7, label: 'seven' }, version: 2 })
    const store = makeStore()
    expect(store.getState()).toMatchObject({ count: 7, label: 'seven', transient: 0 })
    expect(typeof store.getState().increment).toBe('function')
    expect(warn).not.toHaveBeenCalled()
  })

  it('behavior: migrates an older version and saves it at the current version', () => {
    save({ state: { total: 3 }, version: 1 })
    const store = makeStore()
    expect(store.getState()).toMatchObject({ count: 3, label: 'migrated' })
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      state: { count: 3, label: 'migrated' },
      version: 2,
    })
  })

  it.each([
    ['invalid JSON', '{not json'],
    ['a bare number', '42'],
    ['JSON null', 'null'],
    ['a value without a version', { state: { count: 1, label: 'x' } }],
    ['a foreign shape', { state: { somethingElse: true }, version: 2 }],
    ['wrong types', { state: { count: 'lots', label: 3 }, version: 2 }],
    ['a negative count', { state: { count: -1, label: 'x' }, version: 2 }],
    ['a future version', { state: { count: 5, label: 'future' }, version: 3 }],
    ['a version the migration does not know', { state: { count: 5, label: 'old' }, version: 0 }],
    ['a negative version', { state: { count: 5, label: 'x' }, version: -1 }],
    ['a fractional version', { state: { count: 5, label: 'x' }, version: 1.5 }],
    ['megabytes of junk', `{"state":${'x'.repeat(3_000_000)}`],
    ['a migration that yields a wrong shape', { state: { total: 'many' }, version: 1 }],
  ])('error: %s resets only this store, with a warning', (_what, value) => {
    save(value)
    const store = makeStore()
    expect(store.getState()).toMatchObject({ count: 0, label: 'none' })
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toContain(KEY)
    expect(localStorage.getItem(OTHER)).toBe('{"state":{"kept":true},"version":1}')
  })

  it('error: a bad value rehydrated later resets the in-memory state to the defaults', async () => {
    const store = makeStore()
    store.getState().increment()
    save('{oops')
    await expect(store.persist.rehydrate()).resolves.toBeUndefined()
    expect(store.getState().count).toBe(0)
    expect(localStorage.getItem(OTHER)).toBe('{"state":{"kept":true},"version":1}')
  })

  it('behavior: the store keeps working after a reset and saves over the bad value', () => {
    save('{oops')
    const store = makeStore()
    store.getState().increment()
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ state: { count: 1, label: 'none' }, version: 2 })
  })

  it.each([
    ['QuotaExceededError', new DOMException('The quota has been exceeded.', 'QuotaExceededError')],
    ['SecurityError', new DOMException('Access is denied.', 'SecurityError')],
  ])(
    'error: a write failing with %s is logged once while it keeps failing; the state goes on in memory',
    (_name, error) => {
      const store = makeStore()
      const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw error
      })
      for (let i = 0; i < 3; i++) expect(() => store.getState().increment()).not.toThrow()
      expect(store.getState().count).toBe(3)
      expect(warn).toHaveBeenCalledOnce()
      expect(localStorage.getItem(KEY)).toBeNull()

      // Once a write succeeds, the next failure is worth a warning again.
      setItem.mockRestore()
      store.getState().increment()
      expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
        state: { count: 4, label: 'none' },
        version: 2,
      })
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw error
      })
      store.getState().increment()
      expect(warn).toHaveBeenCalledTimes(2)
    },
  )
})

describe('createPersistedStore resetAlone', () => {
  // `count` under 100 is checked on its own: a value beyond resets it alone; `label` is checked with the rest.
  const small = z.number().int().nonnegative().max(99)
  const makeChecked = () =>
    createPersistedStore<CounterState, Persisted>(
      (set) => ({ count: 0, label: 'none', transient: 0, increment: () => set((s) => ({ count: s.count + 1 })) }),
      {
        name: KEY,
        version: 2,
        schema: schema.extend({ count: small }),
        partialize: ({ count, label }) => ({ count, label }),
        resetAlone: { count: small },
      },
    )

  it('error: a key its check refuses takes its default alone, the rest is kept, one warning, and the repair is saved', () => {
    save({ state: { count: 500, label: 'kept' }, version: 2 })
    const store = makeChecked()
    expect(store.getState()).toMatchObject({ count: 0, label: 'kept' })
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toContain('count (500)')
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ state: { count: 0, label: 'kept' }, version: 2 })
    expect(localStorage.getItem(OTHER)).toBe('{"state":{"kept":true},"version":1}')
  })

  it('behavior: a valid value is kept and not saved again', () => {
    const text = JSON.stringify({ state: { count: 7, label: 'kept' }, version: 2 })
    save(text)
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    expect(makeChecked().getState()).toMatchObject({ count: 7, label: 'kept' })
    expect(setItem).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  it('error: when the rest is bad too, the whole store resets with a single warning', () => {
    save({ state: { count: 500, label: 3 }, version: 2 })
    const store = makeChecked()
    expect(store.getState()).toMatchObject({ count: 0, label: 'none' })
    expect(warn).toHaveBeenCalledOnce()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('behavior: from another tab, the key is reset here and the other tab’s value left as it saved it', () => {
    const store = makeChecked()
    const newValue = JSON.stringify({ state: { count: 500, label: 'other tab' }, version: 2 })
    localStorage.setItem(KEY, newValue)
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue, storageArea: localStorage }))
    expect(store.getState()).toMatchObject({ count: 0, label: 'other tab' })
    expect(localStorage.getItem(KEY)).toBe(newValue)
  })
})

describe('createPersistedStore across tabs', () => {
  /** What the browser tells this tab when another tab changes localStorage (the other tab has written it already). */
  const otherTabSets = (key: string | null, value: unknown) => {
    const newValue = value === null ? null : typeof value === 'string' ? value : JSON.stringify(value)
    if (key !== null) {
      if (newValue === null) localStorage.removeItem(key)
      else localStorage.setItem(key, newValue)
    }
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }))
  }

  it('behavior: a change saved in another tab reaches this one, without being saved again', () => {
    const store = makeStore()
    store.getState().increment()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: KEY,
        newValue: JSON.stringify({ state: { count: 9, label: 'other tab' }, version: 2 }),
        storageArea: localStorage,
      }),
    )
    expect(store.getState()).toMatchObject({ count: 9, label: 'other tab', transient: 1 })
    expect(typeof store.getState().increment).toBe('function')
    expect(setItem).not.toHaveBeenCalled()
  })

  it('behavior: an older version from another tab is migrated', () => {
    const store = makeStore()
    otherTabSets(KEY, { state: { total: 4 }, version: 1 })
    expect(store.getState()).toMatchObject({ count: 4, label: 'migrated' })
  })

  it('behavior: a removed key, or a cleared storage, resets the store to its defaults and leaves the key removed', () => {
    const store = makeStore()
    store.getState().increment()
    otherTabSets(KEY, null)
    expect(store.getState()).toMatchObject({ count: 0, label: 'none', transient: 1 })
    expect(localStorage.getItem(KEY)).toBeNull()

    store.getState().increment()
    localStorage.clear()
    otherTabSets(null, null)
    expect(store.getState().count).toBe(0)
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('behavior: changes to other keys are not this store’s business', () => {
    const store = makeStore()
    store.getState().increment()
    otherTabSets(OTHER, { state: { count: 5, label: 'other store' }, version: 2 })
    expect(store.getState()).toMatchObject({ count: 1, label: 'none' })
  })

  it.each([
    ['invalid JSON', '{oops'],
    ['a foreign shape', { state: { somethingElse: true }, version: 2 }],
    ['a newer version', { state: { count: 5, label: 'future' }, version: 3 }],
  ])(
    'error: %s from another tab is ignored with a warning, and the other tab’s value is left alone',
    (_what, value) => {
      const store = makeStore()
      store.getState().increment()
      otherTabSets(KEY, value)
      expect(store.getState()).toMatchObject({ count: 1, label: 'none' })
      expect(warn).toHaveBeenCalledOnce()
      expect(localStorage.getItem(KEY)).toBe(typeof value === 'string' ? value : JSON.stringify(value))
    },
  )

  it('behavior: after a change from another tab, this tab’s own changes are saved again', () => {
    const store = makeStore()
    otherTabSets(KEY, { state: { count: 9, label: 'other tab' }, version: 2 })
    store.getState().increment()
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      state: { count: 10, label: 'other tab' },
      version: 2,
    })
  })
})
