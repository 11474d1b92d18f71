import { isAddress } from 'viem'
import {
  type CreateStorageParameters,
  type Storage as WagmiStorage,
  createStorage,
  deserialize,
  version as wagmiVersion,
} from 'wagmi'
import { z } from '@/config/zod'

/** The prefix wagmi has always used here (`wagmi.store`, `wagmi.recentConnectorId`…): kept, so connected users stay connected. */
export const WAGMI_STORAGE_PREFIX = 'wagmi'

type BaseStorage = NonNullable<CreateStorageParameters['storage']>

/** wagmi versions its persisted store with its major version (wagmi and @wagmi/core share it). */
const WAGMI_STORE_VERSION = Number.parseInt(wagmiVersion.split('.')[0] ?? '0', 10)

const connectionSchema = z.lazy(() =>
  z.object({
    accounts: z
      .array(z.string().check(z.refine((value) => isAddress(value, { strict: false }), 'Invalid address')))
      .check(z.minLength(1)),
    chainId: z.number().check(z.int(), z.positive()),
    connector: z.object({ id: z.string(), name: z.string(), type: z.string(), uid: z.string() }),
  }),
)

/** wagmi's persisted store at its current version: what its `merge` spreads into the live state unchecked. */
const storeStateSchema = z.lazy(() =>
  z.object({
    connections: z.map(z.string(), connectionSchema),
    chainId: z.number().check(z.int(), z.positive()),
    current: z.nullable(z.string()),
  }),
)

/** The persist envelope; another version's state is only read for its chainId by wagmi's own `migrate`, which checks it. */
const storeSchema = z.lazy(() =>
  z.union([
    z.object({ state: storeStateSchema, version: z.literal(WAGMI_STORE_VERSION) }),
    z.object({ state: z.unknown(), version: z.number().check(z.refine((v) => v !== WAGMI_STORE_VERSION)) }),
  ]),
)

/** The shape of each wagmi item by its key (without the prefix); any other key only has to be wagmi's JSON. */
function schemaFor(key: string): z.ZodMiniType | undefined {
  if (key === 'store') return storeSchema
  if (key === 'recentConnectorId') return z.string()
  // `injected.connected`, `<connector id>.disconnected`, `safe.disconnected`: flags.
  if (key.endsWith('.connected') || key.endsWith('.disconnected')) return z.boolean()
  // WalletConnect's chains it asked the wallet for.
  if (key.endsWith('.requestedChains')) return z.array(z.number().check(z.int(), z.positive()))
  return undefined
}

/**
 * Why the stored text of a wagmi item (the full key, prefix included) cannot be read, or null when it can.
 * Parsed with wagmi's own `deserialize` (Maps and bigints), then checked against the item's shape.
 */
export function wagmiItemProblem(fullKey: string, text: string): string | null {
  let value: unknown
  try {
    value = deserialize(text)
  } catch {
    return 'invalid JSON'
  }
  const key = fullKey.startsWith(`${WAGMI_STORAGE_PREFIX}.`) ? fullKey.slice(WAGMI_STORAGE_PREFIX.length + 1) : fullKey
  const parsed = schemaFor(key)?.safeParse(value)
  if (!parsed || parsed.success) return null
  return parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ')
}

/**
 * localStorage as wagmi's storage, never throwing: an item wagmi did not write is removed and read as absent (for
 * `store`: disconnected), a failed write is logged once while the in-memory state goes on, and blocked storage reads
 * as empty.
 */
export function validatingStorage(getStorage: () => Storage = () => window.localStorage): BaseStorage {
  let warnedWrite = false
  const storage = (): Storage | null => {
    try {
      return getStorage()
    } catch {
      return null
    }
  }
  const removeItem = (key: string): void => {
    try {
      storage()?.removeItem(key)
    } catch {
      // Storage unavailable: nothing to remove.
    }
  }
  return {
    getItem(key) {
      let text: string | null
      try {
        text = storage()?.getItem(key) ?? null
      } catch {
        return null
      }
      if (text === null) return null
      const problem = wagmiItemProblem(key, text)
      if (problem === null) return text
      console.warn(`Resetting stored ${key}: ${problem}`)
      removeItem(key)
      return null
    },
    setItem(key, value) {
      try {
        storage()?.setItem(key, value)
        warnedWrite = false
      } catch (error) {
        if (!warnedWrite) console.warn(`Could not save ${key}`, error)
        warnedWrite = true
      }
    },
    removeItem,
  }
}

/** RainbowKit's keys it reads straight from localStorage, and the shape each must have for it not to throw. */
const rainbowKitTransactionSchema = z.lazy(() =>
  z.object({ hash: z.string(), description: z.string(), status: z.string() }),
)
const rainbowKitSchemas: Record<string, z.ZodMiniType> = {
  // By account, then chain id: its recent transactions (a `null` here throws in RainbowKitProvider).
  'rk-transactions': z.record(z.string(), z.record(z.string(), z.optional(z.array(rainbowKitTransactionSchema)))),
  'rk-recent': z.array(z.string()),
}

/**
 * Removes RainbowKit's stored values that would break it (RainbowKit reads them from localStorage itself, without
 * checking their shape): its recent transactions and recent wallets. `rk-latest-id` and `rk-version` are plain
 * strings, and RainbowKit checks `rk-ens-name-*` itself. Returns the keys removed.
 */
export function sanitizeRainbowKitStorage(storage: Storage): string[] {
  const removed: string[] = []
  for (const [key, schema] of Object.entries(rainbowKitSchemas)) {
    try {
      const text = storage.getItem(key)
      if (text === null || isValidJson(text, schema)) continue
      console.warn(`Resetting stored ${key}: not what RainbowKit saves`)
      storage.removeItem(key)
      removed.push(key)
    } catch {
      // Storage unavailable: RainbowKit will read nothing either.
    }
  }
  return removed
}

const isValidJson = (text: string, schema: z.ZodMiniType): boolean => {
  try {
    return schema.safeParse(JSON.parse(text)).success
  } catch {
    return false
  }
}

/**
 * RainbowKit writes its `rk-` keys to localStorage without a try, so a full or blocked storage throws in an effect and
 * hits the error boundary. Makes a failed `rk-` write a logged no-op (other keys and sessionStorage unchanged).
 * Idempotent.
 */
export function guardRainbowKitWrites(storageProto: Pick<Storage, 'setItem'> = Storage.prototype): void {
  const setItem = storageProto.setItem
  if (GUARDED in setItem) return
  let warned = false
  const guarded = function (this: unknown, key: string, value: string): void {
    try {
      setItem.call(this, key, value)
    } catch (error) {
      if (!String(key).startsWith('rk-')) throw error
      if (!warned) console.warn(`Could not save ${key}`, error)
      warned = true
    }
  }
  storageProto.setItem = Object.assign(guarded, { [GUARDED]: true })
}
const GUARDED: unique symbol = Symbol('rainbowkit writes guarded')

/**
 * wagmi's `storage` option (`createConfig({ storage: wagmiStorage })`): localStorage under the usual `wagmi` prefix,
 * with every item checked when read (see `validatingStorage`). Creating it also makes RainbowKit's own keys safe:
 * corrupt values removed, failed writes only logged; it runs where wagmiConfig imports this, before anything renders.
 */
export const wagmiStorage: WagmiStorage = createWalletStorage()

function createWalletStorage(): WagmiStorage {
  if (typeof window !== 'undefined') {
    try {
      sanitizeRainbowKitStorage(window.localStorage)
      guardRainbowKitWrites()
    } catch {
      // localStorage blocked: RainbowKit cannot read or write it either.
    }
  }
  return createStorage({ key: WAGMI_STORAGE_PREFIX, storage: validatingStorage() })
}
