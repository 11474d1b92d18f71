import { isAddress, isAddressEqual } from 'viem'
import { create } from 'zustand'
import type { Field, SwapQuery } from '@/lib/url'

/** The swap form (spec section 3, swap state). Not persisted: the URL and the user fill it. */
export interface SwapFormState {
  independentField: Field
  typedValue: string
  INPUT: { currencyId: string | undefined }
  OUTPUT: { currencyId: string | undefined }
  recipient: string | null
  /** Spec 4: picking the other side's currency swaps the sides and flips the independent field. */
  selectCurrency(field: Field, currencyId: string): void
  /** The switch control: swaps the sides and flips the independent field. */
  switchCurrencies(): void
  typeInput(field: Field, typedValue: string): void
  setRecipient(recipient: string | null): void
  /** Starts over from a URL's query: no input currency means ETH; an output equal to the input is cleared (spec 5). */
  replaceState(query: Omit<SwapQuery, 'use'>): void
  /** Clears a side's currency (an unknown token the user did not import). */
  clearCurrency(field: Field): void
}

const other = (field: Field): Field => (field === 'INPUT' ? 'OUTPUT' : 'INPUT')

/** Whether two currency ids name the same currency: addresses in any case, 'ETH' in any case; no id equals only no id. */
export function sameCurrencyId(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b
  if (isAddress(a, { strict: false }) && isAddress(b, { strict: false })) return isAddressEqual(a, b)
  return a.toUpperCase() === b.toUpperCase()
}

export const useSwapFormStore = create<SwapFormState>()((set) => ({
  independentField: 'INPUT',
  typedValue: '',
  INPUT: { currencyId: 'ETH' },
  OUTPUT: { currencyId: undefined },
  recipient: null,
  selectCurrency: (field, currencyId) =>
    set((state) => {
      const otherField = other(field)
      if (sameCurrencyId(currencyId, state[otherField].currencyId)) {
        return {
          independentField: other(state.independentField),
          [field]: { currencyId },
          [otherField]: { currencyId: state[field].currencyId },
        }
      }
      return { [field]: { currencyId } }
    }),
  switchCurrencies: () =>
    set((state) => ({
      independentField: other(state.independentField),
      INPUT: { currencyId: state.OUTPUT.currencyId },
      OUTPUT: { currencyId: state.INPUT.currencyId },
    })),
  typeInput: (independentField, typedValue) => set({ independentField, typedValue }),
  setRecipient: (recipient) => set({ recipient }),
  replaceState: (query) => {
    const input = query.inputCurrency ?? 'ETH'
    const output = sameCurrencyId(query.outputCurrency, input) ? undefined : query.outputCurrency
    set({
      independentField: query.independentField,
      typedValue: query.typedValue,
      INPUT: { currencyId: input },
      OUTPUT: { currencyId: output },
      recipient: query.recipient,
    })
  },
  clearCurrency: (field) => set({ [field]: { currencyId: undefined } }),
}))
