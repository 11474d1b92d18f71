import { getAddress, isAddress } from 'viem'
import { z } from '@/config/zod'
import { locales } from '@/lib/i18n'
import { createPersistedStore } from '@/lib/store'
import { DEFAULT_DEADLINE_SECONDS, isValidDeadline } from './model/deadline'
import { DEFAULT_SLIPPAGE_BPS, assertAllowedSlippage, isAllowedSlippage } from './model/slippage'

const address = z.lazy(() =>
  z.pipe(
    z.string().check(z.refine((value) => isAddress(value, { strict: false }), 'Invalid address')),
    z.transform((value: string) => getAddress(value)),
  ),
)

const serializedTokenSchema = z.lazy(() =>
  z.object({
    chainId: z.number().check(z.int(), z.positive()),
    address,
    decimals: z.number().check(z.int(), z.gte(0), z.lte(255)),
    symbol: z.optional(z.string().check(z.maxLength(64))),
    name: z.optional(z.string().check(z.maxLength(128))),
  }),
)
/** A user-added token as stored: chainId, checksummed address, decimals, symbol, name. */
export type SerializedToken = z.infer<typeof serializedTokenSchema>
/** What callers may pass: any-case address, normalised on the way in. */
export type SerializedTokenInput = z.input<typeof serializedTokenSchema>

const serializedPairSchema = z.lazy(() => z.object({ token0: serializedTokenSchema, token1: serializedTokenSchema }))
export type SerializedPair = z.infer<typeof serializedPairSchema>

/** The slippage and deadline the UI allows: a stored value outside them resets that setting alone (issue 39). */
const slippageSchema = z.lazy(() =>
  z
    .number()
    .check(z.refine(isAllowedSlippage, 'Not a slippage the settings allow (whole basis points, 0 to under 5000)')),
)
const deadlineSchema = z.lazy(() =>
  z.number().check(z.refine(isValidDeadline, 'Not a deadline the settings allow (whole seconds, 1 to 4320 minutes)')),
)

const persistedSchema = z.lazy(() =>
  z.object({
    userDarkMode: z.nullable(z.boolean()),
    userExpertMode: z.boolean(),
    userSingleHopOnly: z.boolean(),
    /** Approve only the exact amount of a trade instead of an unlimited amount. */
    userExactApproval: z.boolean(),
    /** Basis points: whole, 0 to under 5000 (spec sections 5 and 9). */
    userSlippageTolerance: slippageSchema,
    /** Seconds: whole, 1 to 4320 minutes (spec section 5, issue 39). */
    userDeadline: deadlineSchema,
    /** By chainId, then checksummed address. */
    tokens: z.record(z.string(), z.record(z.string(), serializedTokenSchema)),
    /** By chainId, then `pairKey` of the two addresses. */
    pairs: z.record(z.string(), z.record(z.string(), serializedPairSchema)),
    timestamp: z.number(),
    URLWarningVisible: z.boolean(),
    lastUpdateVersionTimestamp: z.optional(z.number()),
    /** The language chosen in the settings menu; null: none chosen (`?lng=`, then the browser's languages). */
    userLocale: z.nullable(z.enum(locales)),
  }),
)
type Persisted = z.infer<typeof persistedSchema>

export interface SettingsState extends Persisted {
  setDarkMode(dark: boolean | null): void
  setExpertMode(on: boolean): void
  setSingleHopOnly(on: boolean): void
  /** Approve only the exact amount of each trade (true) or an unlimited amount (false, the default). */
  setExactApproval(on: boolean): void
  /** The interface language, or null to follow `?lng=` and the browser again. */
  setLocale(locale: Persisted['userLocale']): void
  /** Throws the UNEXPECTED_SLIPPAGE AppError unless whole basis points 0 to under 5000 (what loads back). */
  setSlippageTolerance(bps: number): void
  /** Seconds; throws Error('Invalid deadline') unless a whole number from 60 to 259200 (1 to 4320 minutes). */
  setDeadline(seconds: number): void
  addToken(token: SerializedTokenInput): void
  removeToken(chainId: number, address: string): void
  /** Saved only if both tokens are on the same chain and differ (spec section 5). */
  addPair(tokenA: SerializedTokenInput, tokenB: SerializedTokenInput): void
  removePair(chainId: number, addressA: string, addressB: string): void
  toggleURLWarning(): void
  /** Run once per app start: resets a slippage or deadline the UI does not allow and stamps lastUpdateVersionTimestamp. */
  updateVersion(): void
}

/** The key of a saved pair: the two lower-cased addresses, sorted, joined by ';'. */
export const pairKey = (a: string, b: string): string => [a.toLowerCase(), b.toLowerCase()].sort().join(';')

export const SETTINGS_STORAGE_KEY = 'ucash.settings'

const defaults: Persisted = {
  userDarkMode: null,
  userExpertMode: false,
  userSingleHopOnly: false,
  userExactApproval: false,
  userSlippageTolerance: DEFAULT_SLIPPAGE_BPS,
  userDeadline: DEFAULT_DEADLINE_SECONDS,
  tokens: {},
  pairs: {},
  timestamp: 0,
  URLWarningVisible: true,
  userLocale: null,
}

const stamp = () => ({ timestamp: Date.now() })
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * Stored settings of versions 0 to 3: kept, with defaults for what a version lacked, and a non-numeric slippage or
 * deadline reset silently (spec section 4). The result is then checked as a current value is.
 */
function migrateSettings(persisted: unknown): unknown {
  const value: Record<string, unknown> = typeof persisted === 'object' && persisted !== null ? { ...persisted } : {}
  return {
    ...defaults,
    ...value,
    userSlippageTolerance: isNumber(value.userSlippageTolerance) ? value.userSlippageTolerance : DEFAULT_SLIPPAGE_BPS,
    userDeadline: isNumber(value.userDeadline) ? value.userDeadline : DEFAULT_DEADLINE_SECONDS,
  }
}

/** User settings, kept in this browser (spec sections 3 and 4). */
export const useSettingsStore = createPersistedStore<SettingsState, Persisted>(
  (set) => ({
    ...defaults,
    setDarkMode: (userDarkMode) => set({ userDarkMode, ...stamp() }),
    setExpertMode: (userExpertMode) => set({ userExpertMode, ...stamp() }),
    setSingleHopOnly: (userSingleHopOnly) => set({ userSingleHopOnly, ...stamp() }),
    setExactApproval: (userExactApproval) => set({ userExactApproval, ...stamp() }),
    setLocale: (userLocale) => set({ userLocale, ...stamp() }),
    setSlippageTolerance: (bps) => set({ userSlippageTolerance: assertAllowedSlippage(bps), ...stamp() }),
    setDeadline: (seconds) => {
      if (!isValidDeadline(seconds)) throw new Error('Invalid deadline')
      set({ userDeadline: seconds, ...stamp() })
    },
    addToken: (input) => {
      const token = serializedTokenSchema.parse(input)
      set((state) => ({
        tokens: { ...state.tokens, [token.chainId]: { ...state.tokens[token.chainId], [token.address]: token } },
        ...stamp(),
      }))
    },
    removeToken: (chainId, tokenAddress) =>
      set((state) => {
        if (!isAddress(tokenAddress, { strict: false })) return state
        const { [getAddress(tokenAddress)]: _removed, ...rest } = state.tokens[chainId] ?? {}
        return { tokens: { ...state.tokens, [chainId]: rest }, ...stamp() }
      }),
    addPair: (inputA, inputB) => {
      const token0 = serializedTokenSchema.parse(inputA)
      const token1 = serializedTokenSchema.parse(inputB)
      if (token0.chainId !== token1.chainId || token0.address === token1.address) return
      set((state) => ({
        pairs: {
          ...state.pairs,
          [token0.chainId]: {
            ...state.pairs[token0.chainId],
            [pairKey(token0.address, token1.address)]: { token0, token1 },
          },
        },
        ...stamp(),
      }))
    },
    removePair: (chainId, addressA, addressB) =>
      set((state) => {
        const { [pairKey(addressA, addressB)]: _removed, ...rest } = state.pairs[chainId] ?? {}
        return { pairs: { ...state.pairs, [chainId]: rest }, ...stamp() }
      }),
    toggleURLWarning: () => set((state) => ({ URLWarningVisible: !state.URLWarningVisible })),
    updateVersion: () =>
      set((state) => ({
        userSlippageTolerance: isAllowedSlippage(state.userSlippageTolerance)
          ? state.userSlippageTolerance
          : DEFAULT_SLIPPAGE_BPS,
        userDeadline: isValidDeadline(state.userDeadline) ? state.userDeadline : DEFAULT_DEADLINE_SECONDS,
        lastUpdateVersionTimestamp: Date.now(),
      })),
  }),
  {
    name: SETTINGS_STORAGE_KEY,
    // 1: before lastUpdateVersionTimestamp; 2: before userExactApproval; 3: before userLocale; 4: current.
    version: 4,
    schema: persistedSchema,
    migrate: migrateSettings,
    // A slippage or deadline outside what the UI allows (corrupt, or written by anyone) resets to its default alone.
    resetAlone: { userSlippageTolerance: slippageSchema, userDeadline: deadlineSchema },
    partialize: (state) => ({
      userDarkMode: state.userDarkMode,
      userExpertMode: state.userExpertMode,
      userSingleHopOnly: state.userSingleHopOnly,
      userExactApproval: state.userExactApproval,
      userSlippageTolerance: state.userSlippageTolerance,
      userDeadline: state.userDeadline,
      tokens: state.tokens,
      pairs: state.pairs,
      timestamp: state.timestamp,
      URLWarningVisible: state.URLWarningVisible,
      lastUpdateVersionTimestamp: state.lastUpdateVersionTimestamp,
      userLocale: state.userLocale,
    }),
  },
)

/** The user's added tokens on a chain. */
export const selectUserTokens = (state: Pick<Persisted, 'tokens'>, chainId: number | undefined): SerializedToken[] =>
  chainId === undefined ? [] : Object.values(state.tokens[chainId] ?? {})

/** The user's saved pairs on a chain. */
export const selectSavedPairs = (state: Pick<Persisted, 'pairs'>, chainId: number | undefined): SerializedPair[] =>
  chainId === undefined ? [] : Object.values(state.pairs[chainId] ?? {})
