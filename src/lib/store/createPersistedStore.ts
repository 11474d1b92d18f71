import { type Mutate, type StateCreator, type StoreApi, type UseBoundStore, create } from 'zustand'
import { type PersistStorage, type StorageValue, persist } from 'zustand/middleware'
import { z } from '@/config/zod'

export interface PersistOptions<State, Persisted> {
  /** localStorage key; one key per store, so a bad value can only ever reset its own store. */
  name: string
  /** Bump when the persisted shape changes, and teach `migrate` the step. */
  version: number
  /** Shape of the persisted part, checked on every load (after any migration); any zod schema (mini or classic). */
  schema: z.core.$ZodType<Persisted>
  /** Turns an older version's value into the current shape; the result is then checked by `schema`. */
  migrate?: (persisted: unknown, fromVersion: number) => unknown
  /** Keys checked one by one before `schema`: a refused value resets that key alone (warned, saved repaired). */
  resetAlone?: { [K in keyof Persisted]?: z.core.$ZodType<Persisted[K]> }
  /** The part of the state that is saved (actions and derived values are not). */
  partialize: (state: State) => Persisted
}

/** Stands in for a stored value that could not be read, so `merge` resets the store instead of keeping it. */
const UNREADABLE: unique symbol = Symbol('unreadable stored state')
interface Unreadable {
  [UNREADABLE]: string
}
const unreadable = (reason: string): Unreadable => ({ [UNREADABLE]: reason })
const isUnreadable = (value: unknown): value is Unreadable =>
  typeof value === 'object' && value !== null && UNREADABLE in value

/** A stored state as read, before its version's migration and the schema have seen it. */
const UNCHECKED: unique symbol = Symbol('unchecked stored state')
interface Unchecked {
  [UNCHECKED]: unknown
}
const unchecked = (state: unknown): Unchecked => ({ [UNCHECKED]: state })
/** The state inside an Unchecked (anything else as it is). */
const uncheck = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && UNCHECKED in value ? value[UNCHECKED] : value

/** What the persist middleware handles: the persisted part, a value read but not checked yet, or one that failed. */
type Stored<Persisted> = Persisted | Unchecked | Unreadable

export type PersistedStore<State, Persisted> = UseBoundStore<
  Mutate<StoreApi<State>, [['zustand/persist', Stored<Persisted>]]>
>

/**
 * A zustand store persisted in localStorage, versioned and read through zod. A bad value resets only this store (or
 * only its `resetAlone` key), warns and never throws. Another tab's saves are applied (a removed key resets, an
 * unreadable value is ignored: it may be another version) and never written back.
 */
export function createPersistedStore<State extends Persisted, Persisted extends object>(
  initializer: StateCreator<State, [['zustand/persist', unknown]], []>,
  options: PersistOptions<State, Persisted>,
): PersistedStore<State, Persisted> {
  const { name, version, schema, partialize } = options
  const { storage, quietly } = jsonStorage<Persisted>(version)
  let defaults: Persisted | undefined
  /** Set when a load reset keys alone (resetAlone): the repaired value is saved once the load is done. */
  let repaired = false

  /** The value with each resetAlone key its check refuses set to its default, and what was reset. */
  const resetKeys = (value: unknown): { value: unknown; reasons: string[] } => {
    const checks = options.resetAlone
    if (!checks || typeof value !== 'object' || value === null || Array.isArray(value) || defaults === undefined)
      return { value, reasons: [] }
    const next: Record<string, unknown> = { ...value }
    const reasons: string[] = []
    for (const [key, check] of Object.entries(checks) as [keyof Persisted & string, z.core.$ZodType | undefined][]) {
      if (!check || z.safeParse(check, next[key]).success) continue
      reasons.push(`${key} (${(JSON.stringify(next[key]) ?? String(next[key])).slice(0, 100)})`)
      next[key] = defaults[key]
    }
    return { value: next, reasons }
  }

  /** The stored value of a version, migrated and checked: the persisted part, or why it cannot be read. */
  const load = (stored: unknown, fromVersion: number): Persisted | Unreadable => {
    const value = uncheck(stored)
    if (isUnreadable(value)) return value
    if (fromVersion > version) return unreadable(`version ${fromVersion} is newer than ${version}`)
    let current = value
    if (fromVersion < version) {
      if (!options.migrate) return unreadable(`no migration from version ${fromVersion}`)
      try {
        current = options.migrate(value, fromVersion)
      } catch (error) {
        return unreadable(`migration from version ${fromVersion} failed: ${String(error)}`)
      }
    }
    let parsed: z.core.util.SafeParseResult<Persisted>
    let reasons: string[]
    try {
      const reset = resetKeys(current)
      reasons = reset.reasons
      parsed = z.safeParse(schema, reset.value)
    } catch (error) {
      // A refinement that throws, or a value nested past the stack: unreadable like any other bad value.
      return unreadable(`check failed: ${String(error)}`)
    }
    if (!parsed.success)
      return unreadable(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '))
    // Warned only when the rest is kept: a store that resets as a whole warns once.
    if (reasons.length > 0) {
      console.warn(`Resetting stored ${name} ${reasons.join(', ')} to the default, keeping the rest`)
      repaired = true
    }
    return parsed.data
  }

  const reset = (current: State, reason: string): State => {
    console.warn(`Resetting stored ${name} to its defaults: ${reason}`)
    removeItem(name)
    return defaults === undefined ? current : { ...current, ...defaults }
  }

  const store = create<State>()(
    persist<State, [], [], Stored<Persisted>>(
      (set, get, api) => {
        const initial = initializer(set, get, api)
        defaults = partialize(initial)
        return initial
      },
      {
        name,
        version,
        storage,
        partialize,
        // Checked here already; `merge` turns an unreadable result into a reset.
        migrate: load,
        // A value with keys reset alone is saved as repaired (a migrated one is saved anyway).
        onRehydrateStorage: () => (state) => {
          if (!repaired) return
          repaired = false
          if (state) void storage.setItem(name, { state: partialize(state), version })
        },
        merge: (persisted, current) => {
          if (persisted === undefined) return current
          // A value of this version arrives here unchecked (a migrated one checked, which is harmless to repeat).
          const loaded = load(persisted, version)
          return isUnreadable(loaded) ? reset(current, loaded[UNREADABLE]) : { ...current, ...loaded }
        },
      },
    ),
  )

  followOtherTabs(name, (newValue) => {
    const next = newValue === null ? defaults : readStorageValue(newValue, load)
    // The other tab's value stays as it saved it: this tab repairs only what it holds.
    repaired = false
    if (next === undefined) return
    if (isUnreadable(next)) {
      console.warn(`Ignoring ${name} saved by another tab: ${next[UNREADABLE]}`)
      return
    }
    // The other tab saved this already: take it without saving it again (a removed key stays removed).
    quietly(() => store.setState(next))
  })
  return store
}

/** Calls `onChange` with the new text (null when removed or cleared) each time another tab changes `key`. */
function followOtherTabs(key: string, onChange: (newValue: string | null) => void): void {
  if (typeof window === 'undefined') return
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== key) return
    if (event.storageArea !== null && event.storageArea !== readLocalStorage()) return
    onChange(event.key === null ? null : event.newValue)
  })
}

const readLocalStorage = (): Storage | null => {
  try {
    return localStorage
  } catch {
    return null
  }
}

/** A saved `{ state, version }` text, loaded; an unreadable marker when it is not one. */
function readStorageValue<Persisted>(
  text: string,
  load: (value: unknown, fromVersion: number) => Persisted | Unreadable,
): Persisted | Unreadable {
  const value = parseStorageValue(text)
  return isUnreadable(value) ? value : load(value.state, value.version)
}

/** `{ state, version }` from its JSON text, or why it is not one (its state is checked later, by the store's schema). */
function parseStorageValue(text: string): { state: unknown; version: number } | Unreadable {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return unreadable('invalid JSON')
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    !('state' in value) ||
    !('version' in value) ||
    !isVersion(value.version)
  ) {
    return unreadable('not a stored state')
  }
  return { state: value.state, version: value.version }
}

/** Versions count up from 0. */
const isVersion = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

interface JsonStorage<Persisted> {
  storage: PersistStorage<Stored<Persisted>>
  /** Runs `change` without saving what it sets (the state it sets came from storage). */
  quietly(change: () => void): void
}

/**
 * JSON in localStorage that never throws: unreadable text comes back as an unreadable marker (so it goes straight to
 * `merge`); a failed write is logged once until one succeeds again, while the in-memory state goes on.
 */
function jsonStorage<Persisted>(currentVersion: number): JsonStorage<Persisted> {
  let paused = false
  // A full or blocked storage fails every write: one warning until a write succeeds again.
  let writeFailing = false
  const storage: PersistStorage<Stored<Persisted>> = {
    getItem: (key): StorageValue<Stored<Persisted>> | null => {
      const text = readItem(key)
      if (text === null) return null
      const value = parseStorageValue(text)
      return isUnreadable(value)
        ? { state: value, version: currentVersion }
        : { state: unchecked(value.state), version: value.version }
    },
    setItem: (key, value) => {
      if (paused) return
      try {
        localStorage.setItem(key, JSON.stringify(value))
        writeFailing = false
      } catch (error) {
        if (!writeFailing) console.warn(`Could not save ${key}; it is kept in memory only`, error)
        writeFailing = true
      }
    },
    removeItem,
  }
  const quietly = (change: () => void): void => {
    paused = true
    try {
      change()
    } finally {
      paused = false
    }
  }
  return { storage, quietly }
}

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function removeItem(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Storage unavailable (private mode, blocked): nothing to remove.
  }
}
