import type { z } from 'zod'
import { type Mutate, type StateCreator, type StoreApi, type UseBoundStore, create } from 'zustand'
import { type PersistStorage, type StorageValue, persist } from 'zustand/middleware'

export interface PersistOptions<State, Persisted> {
  /** localStorage key; one key per store, so a bad value can only ever reset its own store. */
  name: string
  /** Bump when the persisted shape changes, and teach `migrate` the step. */
  version: number
  /** Shape of the persisted part, checked on every load (after any migration). */
  schema: z.ZodType<Persisted>
  /** Turns an older version's value into the current shape; the result is then checked by `schema`. */
  migrate?: (persisted: unknown, fromVersion: number) => unknown
  /** The part of the state that is saved (actions and derived values are not). */
  partialize: (state: State) => Persisted
}

export type PersistedStore<State, Persisted> = UseBoundStore<Mutate<StoreApi<State>, [['zustand/persist', Persisted]]>>

/** Stands in for a stored value that could not be read, so `merge` resets the store instead of keeping it. */
const UNREADABLE: unique symbol = Symbol('unreadable stored state')
type Unreadable = { [UNREADABLE]: string }
const unreadable = (reason: string): Unreadable => ({ [UNREADABLE]: reason })
const isUnreadable = (value: unknown): value is Unreadable => typeof value === 'object' && value !== null && UNREADABLE in value

/**
 * A zustand store persisted in localStorage, versioned and read through zod. A corrupt, foreign or future value
 * resets only this store to its defaults (with a console warning, and the bad value is dropped); it never throws
 * and never touches other keys.
 */
export function createPersistedStore<State extends Persisted, Persisted extends object>(
  initializer: StateCreator<State, [['zustand/persist', unknown]], []>,
  options: PersistOptions<State, Persisted>,
): PersistedStore<State, Persisted> {
  const { name, version, schema, partialize } = options
  let defaults: Persisted | undefined

  const reset = (current: State, reason: string): State => {
    console.warn(`Resetting stored ${name} to its defaults: ${reason}`)
    removeItem(name)
    return defaults === undefined ? current : { ...current, ...defaults }
  }

  return create<State>()(
    persist<State, [], [], Persisted>(
      (set, get, api) => {
        const initial = initializer(set, get, api)
        defaults = partialize(initial)
        return initial
      },
      {
        name,
        version,
        storage: jsonStorage<Persisted>(version),
        partialize,
        migrate: (persisted, fromVersion) => {
          // zustand types the result as the current shape; `merge` checks it before anything uses it.
          if (isUnreadable(persisted)) return persisted as never
          if (fromVersion > version) return unreadable(`version ${fromVersion} is newer than ${version}`) as never
          if (!options.migrate) return unreadable(`no migration from version ${fromVersion}`) as never
          try {
            return options.migrate(persisted, fromVersion) as never
          } catch (error) {
            return unreadable(`migration from version ${fromVersion} failed: ${String(error)}`) as never
          }
        },
        merge: (persisted, current) => {
          if (persisted === undefined) return current
          if (isUnreadable(persisted)) return reset(current, persisted[UNREADABLE])
          const parsed = schema.safeParse(persisted)
          if (!parsed.success) return reset(current, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '))
          return { ...current, ...parsed.data }
        },
      },
    ),
  )
}

/**
 * JSON in localStorage that never throws: unreadable text or a value that is not `{ state, version }` comes back as
 * an unreadable marker (at the current version, so it goes straight to `merge`), and a failed write is only logged.
 */
function jsonStorage<Persisted>(currentVersion: number): PersistStorage<Persisted> {
  return {
    getItem: (key): StorageValue<Persisted> | null => {
      const text = readItem(key)
      if (text === null) return null
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch {
        return { state: unreadable('invalid JSON') as never, version: currentVersion }
      }
      if (typeof value !== 'object' || value === null || !('state' in value) || !('version' in value) || typeof value.version !== 'number') {
        return { state: unreadable('not a stored state') as never, version: currentVersion }
      }
      // The state is checked against the store's schema in `merge`, after any migration.
      return { state: value.state as Persisted, version: value.version }
    },
    setItem: (key, value) => {
      try {
        localStorage.setItem(key, JSON.stringify(value))
      } catch (error) {
        console.warn(`Could not save ${key}`, error)
      }
    },
    removeItem,
  }
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
