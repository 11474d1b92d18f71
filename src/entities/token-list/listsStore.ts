import { type TokenList, VersionUpgrade, getVersionUpgrade } from '@uniswap/token-lists'
import { z } from '@/config/zod'
import { tokenListConfig } from '@/config/tokenLists'
import { AppError, type StoredError, storedErrorSchema } from '@/lib/errors'
import { createPersistedStore } from '@/lib/store'
import { tokenListSchema } from './model/tokenListSchema'

/** One list's state by URL (spec section 3). */
export interface ListState {
  current: TokenList | null
  pendingUpdate: TokenList | null
  /** Why the last fetch failed, as a code and parameters (`toUserMessage` words it); null after a success. */
  error: StoredError | null
}

export const NEW_LIST_STATE: ListState = { current: null, pendingUpdate: null, error: null }

const listStateSchema = z.lazy(() =>
  z.object({
    current: z.nullable(tokenListSchema),
    pendingUpdate: z.nullable(tokenListSchema),
    // An error this version cannot read is forgotten; the list is fetched again anyway.
    error: z.catch(z.nullable(storedErrorSchema), null),
  }),
)

const persistedSchema = z.lazy(() =>
  z.object({
    // A corrupt entry resets only that list (it is fetched again); the others stay.
    byUrl: z.record(z.string().check(z.maxLength(2_048)), z.catch(listStateSchema, NEW_LIST_STATE)),
    activeListUrls: z.array(z.string().check(z.maxLength(2_048))).check(z.maxLength(200)),
    lastInitializedDefaultListOfLists: z.optional(z.array(z.string())),
  }),
)
type Persisted = z.infer<typeof persistedSchema>

export interface DefaultLists {
  listOfLists: readonly string[]
  defaultActive: readonly string[]
}

export interface ListsState {
  byUrl: Record<string, ListState>
  activeListUrls: string[]
  lastInitializedDefaultListOfLists?: string[]
  /**
   * A fetched list becomes `current` (new) or `pendingUpdate` (higher version); same version is ignored. A list removed
   * meanwhile stays removed; the token-list query makes sure one fetch per URL answers.
   */
  fetchFulfilled(url: string, list: TokenList): void
  /** Stores the error (by URL, retried on the next refresh). The last good copy stays, so a failing host loses nothing. */
  fetchRejected(url: string, error: StoredError): void
  addList(url: string): void
  /** Removes a list; the last remaining list cannot be removed (returns false). */
  removeList(url: string): boolean
  enableList(url: string): void
  disableList(url: string): void
  /** Throws the LIST_UPDATE_WITHOUT_PENDING AppError when there is none. */
  acceptListUpdate(url: string): void
  /** Run once per app start: adds new default lists, drops retired ones, activates the defaults on first start. */
  reconcileDefaults(defaults: DefaultLists): void
}

export const LISTS_STORAGE_KEY = 'ucash.lists'

const withList = (
  state: Pick<ListsState, 'byUrl'>,
  url: string,
  change: Partial<ListState>,
): Pick<ListsState, 'byUrl'> => ({
  byUrl: { ...state.byUrl, [url]: { ...(state.byUrl[url] ?? NEW_LIST_STATE), ...change } },
})

const isUpgrade = (from: TokenList, to: TokenList): boolean =>
  getVersionUpgrade(from.version, to.version) !== VersionUpgrade.NONE

/**
 * Version 2 keeps each list's error as a code instead of English text. An old text becomes "could not download this
 * list" until the fetch at start replaces it.
 */
export function migrateLists(persisted: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1) throw new Error(`no migration from version ${fromVersion}`)
  if (typeof persisted !== 'object' || persisted === null || !('byUrl' in persisted)) return persisted
  const { byUrl } = persisted
  if (typeof byUrl !== 'object' || byUrl === null) return persisted
  const migrated = Object.entries(byUrl).map(([url, entry]: [string, unknown]) => {
    if (typeof entry !== 'object' || entry === null || !('error' in entry)) return [url, entry]
    const error: StoredError | null =
      typeof entry.error === 'string' ? { code: 'LIST_DOWNLOAD_FAILED', params: { url } } : null
    return [url, { ...entry, error }]
  })
  return { ...persisted, byUrl: Object.fromEntries(migrated) }
}

/** Token lists by URL, which are active, and the defaults last applied (spec sections 3 and 4). Persisted. */
export const useListsStore = createPersistedStore<ListsState, Persisted>(
  (set, get) => ({
    // A first visit starts with the default lists (so a URL's token is recognised at once); stored state replaces
    // this, and reconcileDefaults brings it up to date with the defaults of this version.
    byUrl: Object.fromEntries(tokenListConfig.listOfLists.map((url) => [url, NEW_LIST_STATE])),
    activeListUrls: [...tokenListConfig.defaultActive],
    fetchFulfilled: (url, list) =>
      set((state) => {
        const existing = state.byUrl[url]
        if (!existing) return state
        if (!existing.current) return withList(state, url, { current: list, pendingUpdate: null, error: null })
        if (!isUpgrade(existing.current, list)) return withList(state, url, { error: null })
        return withList(state, url, { pendingUpdate: list, error: null })
      }),
    fetchRejected: (url, error) =>
      set((state) => (state.byUrl[url] ? withList(state, url, { error, pendingUpdate: null }) : state)),
    addList: (url) => set((state) => (state.byUrl[url] ? state : withList(state, url, {}))),
    removeList: (url) => {
      const { byUrl, activeListUrls } = get()
      if (!byUrl[url] || Object.keys(byUrl).length <= 1) return false
      const { [url]: _removed, ...rest } = byUrl
      set({ byUrl: rest, activeListUrls: activeListUrls.filter((u) => u !== url) })
      return true
    },
    enableList: (url) =>
      set((state) => ({
        ...withList(state, url, {}),
        activeListUrls: state.activeListUrls.includes(url) ? state.activeListUrls : [...state.activeListUrls, url],
      })),
    disableList: (url) => set((state) => ({ activeListUrls: state.activeListUrls.filter((u) => u !== url) })),
    acceptListUpdate: (url) => {
      const pending = get().byUrl[url]?.pendingUpdate
      if (!pending) throw new AppError('LIST_UPDATE_WITHOUT_PENDING')
      set((state) => withList(state, url, { current: pending, pendingUpdate: null }))
    },
    reconcileDefaults: ({ listOfLists, defaultActive }) =>
      set((state) => {
        const byUrl = { ...state.byUrl }
        const last = state.lastInitializedDefaultListOfLists
        let activeListUrls = state.activeListUrls
        if (!last) {
          // First start (or state from before lists were initialised): every default list, the default ones on.
          for (const url of [...listOfLists, ...defaultActive]) byUrl[url] ??= NEW_LIST_STATE
          activeListUrls = [...new Set([...defaultActive, ...activeListUrls])]
        } else {
          for (const url of listOfLists) if (!last.includes(url)) byUrl[url] ??= NEW_LIST_STATE
          for (const url of last) if (!listOfLists.includes(url)) delete byUrl[url]
          activeListUrls = activeListUrls.filter((url) => byUrl[url])
          for (const url of defaultActive)
            if (!last.includes(url) && !activeListUrls.includes(url)) activeListUrls = [...activeListUrls, url]
        }
        return { byUrl, activeListUrls, lastInitializedDefaultListOfLists: [...listOfLists] }
      }),
  }),
  {
    name: LISTS_STORAGE_KEY,
    version: 2,
    schema: persistedSchema,
    migrate: migrateLists,
    partialize: (state) => ({
      byUrl: Object.fromEntries(
        Object.entries(state.byUrl).map(([url, list]) => [
          url,
          { current: list.current, pendingUpdate: list.pendingUpdate, error: list.error },
        ]),
      ),
      activeListUrls: state.activeListUrls,
      lastInitializedDefaultListOfLists: state.lastInitializedDefaultListOfLists,
    }),
  },
)
