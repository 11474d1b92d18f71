import type { z } from 'zod'
import { type Mutate, type StateCreator, type StoreApi, type UseBoundStore, create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

export interface PersistOptions<Persisted> {
  /** localStorage key; one key per store, so a bad value can only ever reset its own store. */
  name: string
  version: number
  /** Shape of the persisted part, checked on every load. */
  schema: z.ZodType<Persisted>
  /** Turns an older version's value into the current shape (then validated by `schema`). */
  migrate?: (persisted: unknown, fromVersion: number) => unknown
}

/**
 * A zustand store persisted in localStorage, versioned and read through zod. A corrupt, foreign or future value
 * resets only this store to its defaults (with a console warning); it never throws and never touches other keys.
 */
export function createPersistedStore<State extends Persisted, Persisted extends object>(
  initializer: StateCreator<State>,
  options: PersistOptions<Persisted>,
  partialize: (state: State) => Persisted,
): UseBoundStore<Mutate<StoreApi<State>, [['zustand/persist', Persisted]]>> {
  const reset = (reason: string, value: unknown): undefined => {
    console.warn(`Resetting stored ${options.name}: ${reason}`, value)
    return undefined
  }
  return create<State>()(
    persist<State, [], [], Persisted>(initializer, {
      name: options.name,
      version: options.version,
      storage: createJSONStorage<Persisted>(() => safeLocalStorage(options.name)),
      partialize,
      migrate: (persisted, fromVersion) => {
        if (fromVersion > options.version) return reset(`version ${fromVersion} is newer than ${options.version}`, persisted) as never
        return (options.migrate ? options.migrate(persisted, fromVersion) : persisted) as never
      },
      merge: (persisted, current) => {
        if (persisted === undefined) return current
        const parsed = options.schema.safeParse(persisted)
        if (!parsed.success) {
          reset(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '), persisted)
          return current
        }
        return { ...current, ...parsed.data }
      },
    }),
  )
}

/** localStorage that treats unreadable JSON as "nothing stored" instead of throwing. */
function safeLocalStorage(name: string): Storage {
  return {
    get length() {
      return localStorage.length
    },
    clear: () => localStorage.clear(),
    key: (index) => localStorage.key(index),
    removeItem: (key) => localStorage.removeItem(key),
    setItem: (key, value) => {
      try {
        localStorage.setItem(key, value)
      } catch (error) {
        console.warn(`Could not save ${name}`, error)
      }
    },
    getItem: (key) => {
      const value = localStorage.getItem(key)
      if (value === null) return null
      try {
        const parsed: unknown = JSON.parse(value)
        if (typeof parsed !== 'object' || parsed === null || !('state' in parsed)) throw new Error('not a stored state')
        return value
      } catch {
        console.warn(`Resetting stored ${name}: unreadable value`, value)
        return null
      }
    },
  }
}
