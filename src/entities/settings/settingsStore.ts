import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { createPersistedStore } from '@/lib/store'
import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BPS, assertSlippage } from './model/slippage'

const address = z.string().refine((value) => isAddress(value, { strict: false })).transform((value) => getAddress(value) as Address)

const serializedToken = z.object({
  chainId: z.number().int().positive(),
  address,
  decimals: z.number().int().min(0).max(255),
  symbol: z.string().max(64).optional(),
  name: z.string().max(128).optional(),
})
export type SerializedToken = z.infer<typeof serializedToken>

const persistedSchema = z.object({
  userDarkMode: z.boolean().nullable(),
  userExpertMode: z.boolean(),
  userSingleHopOnly: z.boolean(),
  userSlippageTolerance: z.number().int().min(0).max(10_000),
  userDeadline: z.number().int().positive(),
  tokens: z.record(z.string(), z.record(z.string(), serializedToken)),
  pairs: z.record(z.string(), z.record(z.string(), z.object({ token0: serializedToken, token1: serializedToken }))),
  timestamp: z.number(),
  URLWarningVisible: z.boolean(),
})
type Persisted = z.infer<typeof persistedSchema>

export interface SettingsState extends Persisted {
  setDarkMode(dark: boolean | null): void
  setExpertMode(on: boolean): void
  setSingleHopOnly(on: boolean): void
  setSlippageTolerance(bps: number): void
  setDeadline(seconds: number): void
  addToken(token: SerializedToken): void
  removeToken(chainId: number, address: Address): void
  addPair(token0: SerializedToken, token1: SerializedToken): void
  toggleURLWarning(): void
}

export const pairKey = (a: Address, b: Address): string => [a.toLowerCase(), b.toLowerCase()].sort().join(';')

const defaults: Persisted = {
  userDarkMode: null,
  userExpertMode: false,
  userSingleHopOnly: false,
  userSlippageTolerance: DEFAULT_SLIPPAGE_BPS,
  userDeadline: DEFAULT_DEADLINE_SECONDS,
  tokens: {},
  pairs: {},
  timestamp: 0,
  URLWarningVisible: true,
}

const stamp = () => ({ timestamp: Date.now() })

export const useSettingsStore = createPersistedStore<SettingsState, Persisted>(
  (set) => ({
    ...defaults,
    setDarkMode: (userDarkMode) => set({ userDarkMode, ...stamp() }),
    setExpertMode: (userExpertMode) => set({ userExpertMode, ...stamp() }),
    setSingleHopOnly: (userSingleHopOnly) => set({ userSingleHopOnly, ...stamp() }),
    setSlippageTolerance: (bps) => set({ userSlippageTolerance: assertSlippage(bps), ...stamp() }),
    setDeadline: (seconds) => {
      if (!Number.isInteger(seconds) || seconds <= 0) throw new Error('Invalid deadline')
      set({ userDeadline: seconds, ...stamp() })
    },
    addToken: (token) =>
      set((state) => ({
        tokens: { ...state.tokens, [token.chainId]: { ...state.tokens[token.chainId], [token.address]: token } },
        ...stamp(),
      })),
    removeToken: (chainId, tokenAddress) =>
      set((state) => {
        const { [getAddress(tokenAddress)]: _removed, ...rest } = state.tokens[chainId] ?? {}
        return { tokens: { ...state.tokens, [chainId]: rest }, ...stamp() }
      }),
    // A pair is saved only when both tokens are on the same chain and differ (spec section 5).
    addPair: (token0, token1) =>
      set((state) => {
        if (token0.chainId !== token1.chainId || token0.address === token1.address) return state
        const chainPairs = state.pairs[token0.chainId] ?? {}
        return { pairs: { ...state.pairs, [token0.chainId]: { ...chainPairs, [pairKey(token0.address, token1.address)]: { token0, token1 } } }, ...stamp() }
      }),
    toggleURLWarning: () => set((state) => ({ URLWarningVisible: !state.URLWarningVisible })),
  }),
  {
    name: 'ucash.settings',
    version: 1,
    schema: persistedSchema,
    // Version 0 could hold non-numeric slippage or deadline: those reset to the defaults (spec section 4).
    migrate: (persisted) => {
      const value = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as Record<string, unknown>
      return {
        ...defaults,
        ...value,
        userSlippageTolerance: typeof value.userSlippageTolerance === 'number' ? value.userSlippageTolerance : DEFAULT_SLIPPAGE_BPS,
        userDeadline: typeof value.userDeadline === 'number' ? value.userDeadline : DEFAULT_DEADLINE_SECONDS,
      }
    },
  },
  ({ userDarkMode, userExpertMode, userSingleHopOnly, userSlippageTolerance, userDeadline, tokens, pairs, timestamp, URLWarningVisible }) => ({
    userDarkMode,
    userExpertMode,
    userSingleHopOnly,
    userSlippageTolerance,
    userDeadline,
    tokens,
    pairs,
    timestamp,
    URLWarningVisible,
  }),
)
