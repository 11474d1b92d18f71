// @vitest-environment jsdom
import type { TokenList } from '@uniswap/token-lists'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { tokenListConfig } from '@/config/tokenLists'
import type { StoredError } from '@/lib/errors'
import { LISTS_STORAGE_KEY, NEW_LIST_STATE, migrateLists, useListsStore } from './listsStore'

const URL_A = 'https://lists.example/a.json'
const URL_B = 'https://lists.example/b.json'
const token = (n: number) => ({
  chainId: 1,
  address: `0x${n.toString(16).padStart(40, '0')}`,
  decimals: 18,
  symbol: `T${n}`,
  name: `Token ${n}`,
})
const list = (major: number, minor: number, patch: number, tokens = [token(1)]): TokenList => ({
  name: 'Test List',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major, minor, patch },
  tokens,
})
const downloadFailed = (url: string): StoredError => ({ code: 'LIST_DOWNLOAD_FAILED', params: { url } })
const store = () => useListsStore.getState()
const entry = (url: string) => store().byUrl[url]

beforeEach(() => {
  localStorage.clear()
  useListsStore.setState({ byUrl: {}, activeListUrls: [], lastInitializedDefaultListOfLists: undefined })
})

describe('fetch lifecycle', () => {
  it('fulfilled sets current for a new list and clears an old error', () => {
    useListsStore.setState({ byUrl: { [URL_A]: { ...NEW_LIST_STATE, error: downloadFailed(URL_A) } } })
    store().fetchFulfilled(URL_A, list(1, 0, 0))
    expect(entry(URL_A)).toEqual({ current: list(1, 0, 0), pendingUpdate: null, error: null })
  })

  it('a fulfilled fetch with an unchanged (or lower) version is ignored', () => {
    const current = list(1, 2, 0)
    useListsStore.setState({ byUrl: { [URL_A]: { ...NEW_LIST_STATE, current } } })
    store().fetchFulfilled(URL_A, list(1, 2, 0, [token(2)]))
    store().fetchFulfilled(URL_A, list(1, 1, 9))
    expect(entry(URL_A)?.current).toBe(current)
    expect(entry(URL_A)?.pendingUpdate).toBeNull()
  })

  it('a higher version becomes the pending update, current stays', () => {
    const current = list(1, 0, 0)
    useListsStore.setState({ byUrl: { [URL_A]: { ...NEW_LIST_STATE, current } } })
    store().fetchFulfilled(URL_A, list(1, 0, 1))
    expect(entry(URL_A)).toMatchObject({ current, pendingUpdate: list(1, 0, 1) })
  })

  it('answers for a list removed meanwhile are dropped: the list stays removed', () => {
    store().addList(URL_B)
    store().fetchFulfilled(URL_A, list(1, 0, 0))
    store().fetchRejected(URL_A, downloadFailed(URL_A))
    expect(Object.keys(store().byUrl)).toEqual([URL_B])
  })

  it('rejected stores the error’s code and parameters by URL and keeps the last good copy', () => {
    const current = list(1, 0, 0)
    useListsStore.setState({ byUrl: { [URL_A]: { ...NEW_LIST_STATE, current, pendingUpdate: list(2, 0, 0) } } })
    store().fetchRejected(URL_A, downloadFailed(URL_A))
    expect(entry(URL_A)).toEqual({ current, pendingUpdate: null, error: downloadFailed(URL_A) })
  })
})

describe('updates', () => {
  it('accepting moves the pending update to current', () => {
    useListsStore.setState({
      byUrl: { [URL_A]: { ...NEW_LIST_STATE, current: list(1, 0, 0), pendingUpdate: list(2, 0, 0) } },
    })
    store().acceptListUpdate(URL_A)
    expect(entry(URL_A)).toMatchObject({ current: list(2, 0, 0), pendingUpdate: null })
  })

  it('accepting without a pending update is an error', () => {
    useListsStore.setState({ byUrl: { [URL_A]: { ...NEW_LIST_STATE, current: list(1, 0, 0) } } })
    expect(() => store().acceptListUpdate(URL_A)).toThrow(
      expect.objectContaining({ code: 'LIST_UPDATE_WITHOUT_PENDING' }),
    )
  })
})

describe('lists', () => {
  it('adds, enables, disables', () => {
    store().addList(URL_A)
    expect(entry(URL_A)).toEqual(NEW_LIST_STATE)
    store().enableList(URL_A)
    store().enableList(URL_A)
    expect(store().activeListUrls).toEqual([URL_A])
    store().disableList(URL_A)
    expect(store().activeListUrls).toEqual([])
  })

  it('removes a list (and its active flag), but never the last one', () => {
    store().enableList(URL_A)
    store().enableList(URL_B)
    expect(store().removeList(URL_A)).toBe(true)
    expect(Object.keys(store().byUrl)).toEqual([URL_B])
    expect(store().activeListUrls).toEqual([URL_B])
    expect(store().removeList(URL_B)).toBe(false)
    expect(Object.keys(store().byUrl)).toEqual([URL_B])
  })
})

describe('reconcileDefaults', () => {
  it('first start: every default list, the default active ones on', () => {
    store().reconcileDefaults({ listOfLists: [URL_A, URL_B], defaultActive: [URL_A] })
    expect(Object.keys(store().byUrl).sort()).toEqual([URL_A, URL_B])
    expect(store().activeListUrls).toEqual([URL_A])
    expect(store().lastInitializedDefaultListOfLists).toEqual([URL_A, URL_B])
  })

  it('later: new defaults are added (and switched on if default-active), retired ones dropped, the user’s choices kept', () => {
    store().reconcileDefaults({ listOfLists: [URL_A, URL_B], defaultActive: [URL_A] })
    store().disableList(URL_A)
    store().enableList('https://mine.example/list.json')
    const URL_C = 'https://lists.example/c.json'
    store().reconcileDefaults({ listOfLists: [URL_A, URL_C], defaultActive: [URL_A, URL_C] })
    expect(Object.keys(store().byUrl).sort()).toEqual([URL_A, URL_C, 'https://mine.example/list.json'].sort())
    expect(store().activeListUrls).toEqual(['https://mine.example/list.json', URL_C])
  })
})

describe('persistence', () => {
  it('saves lists and their errors', () => {
    store().addList(URL_A)
    store().fetchFulfilled(URL_A, list(1, 0, 0))
    const saved = JSON.parse(localStorage.getItem(LISTS_STORAGE_KEY) ?? '{}') as {
      state: { byUrl: Record<string, object> }
    }
    expect(saved.state.byUrl[URL_A]).toEqual({ current: list(1, 0, 0), pendingUpdate: null, error: null })
  })

  it('a corrupt list entry resets only that list', async () => {
    const good = list(1, 0, 0)
    const bad = { ...list(1, 0, 0), tokens: [{ ...token(1), decimals: 256 }] }
    localStorage.setItem(
      LISTS_STORAGE_KEY,
      JSON.stringify({
        version: 2,
        state: {
          byUrl: {
            [URL_A]: { current: good, pendingUpdate: null, error: null },
            [URL_B]: { current: bad, pendingUpdate: null, error: null },
          },
          activeListUrls: [URL_A, URL_B],
        },
      }),
    )
    await useListsStore.persist.rehydrate()
    expect(entry(URL_A)?.current).toEqual(good)
    expect(entry(URL_B)?.current).toBeNull()
    expect(store().activeListUrls).toEqual([URL_A, URL_B])
  })

  it('unreadable stored lists reset the store to its defaults, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(LISTS_STORAGE_KEY, '{not json')
    await useListsStore.persist.rehydrate()
    // The defaults: every default list, the default ones active.
    expect(Object.keys(store().byUrl)).toEqual([...tokenListConfig.listOfLists])
    expect(store().activeListUrls).toEqual([...tokenListConfig.defaultActive])
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('saves an error as its code and parameters, and reads it back', async () => {
    const error: StoredError = { code: 'LIST_VALIDATION_FAILED', params: { details: 'tokens.0.decimals: Too big' } }
    store().addList(URL_A)
    store().fetchRejected(URL_A, error)
    const text = localStorage.getItem(LISTS_STORAGE_KEY) ?? '{}'
    const saved = JSON.parse(text) as { state: { byUrl: Record<string, { error: unknown }> }; version: number }
    expect(saved.version).toBe(2)
    expect(saved.state.byUrl[URL_A]?.error).toEqual(error)
    useListsStore.setState({ byUrl: {} })
    localStorage.setItem(LISTS_STORAGE_KEY, text)
    await useListsStore.persist.rehydrate()
    expect(entry(URL_A)?.error).toEqual(error)
  })

  it('forgets a stored error it cannot read, and keeps the list', async () => {
    const good = list(1, 0, 0)
    const byUrl = {
      [URL_A]: { current: good, pendingUpdate: null, error: { code: 'NOT_A_CODE' } },
      [URL_B]: { current: good, pendingUpdate: null, error: 'a text' },
    }
    localStorage.setItem(LISTS_STORAGE_KEY, JSON.stringify({ version: 2, state: { byUrl, activeListUrls: [URL_A] } }))
    await useListsStore.persist.rehydrate()
    expect(entry(URL_A)).toMatchObject({ current: good, error: null })
    expect(entry(URL_B)).toMatchObject({ current: good, error: null })
  })

  it('migrates version 1: an error text becomes "could not download" for its URL, the lists stay', async () => {
    const good = list(1, 0, 0)
    const byUrl = {
      [URL_A]: { current: good, pendingUpdate: null, error: `Failed to download list ${URL_A}` },
      [URL_B]: { current: null, pendingUpdate: null, error: null },
    }
    localStorage.setItem(LISTS_STORAGE_KEY, JSON.stringify({ version: 1, state: { byUrl, activeListUrls: [URL_A] } }))
    await useListsStore.persist.rehydrate()
    expect(entry(URL_A)).toMatchObject({ current: good, error: downloadFailed(URL_A) })
    expect(entry(URL_B)).toMatchObject({ current: null, error: null })
    expect(store().activeListUrls).toEqual([URL_A])
    expect(JSON.parse(localStorage.getItem(LISTS_STORAGE_KEY) ?? '{}')).toMatchObject({ version: 2 })
  })

  it('migrateLists knows only version 1', () => {
    expect(() => migrateLists({ byUrl: {} }, 0)).toThrow()
    expect(migrateLists({ byUrl: { [URL_A]: { error: 'x' } }, activeListUrls: [] }, 1)).toEqual({
      byUrl: { [URL_A]: { error: downloadFailed(URL_A) } },
      activeListUrls: [],
    })
  })
})
