/** Which amount field of the add-liquidity form the user typed in last (spec 3, mint state). */
export type MintField = 'CURRENCY_A' | 'CURRENCY_B'

/** The add-liquidity form's typed text (spec 3): the field typed last, its text, and the other field's text. */
export interface MintState {
  independentField: MintField
  typedValue: string
  /** The other field's text, kept only while the pair has no liquidity (the user types both amounts). */
  otherTypedValue: string
}

export const INITIAL_MINT_STATE: MintState = { independentField: 'CURRENCY_A', typedValue: '', otherTypedValue: '' }

/** The field whose amount follows from the other one. */
export const dependentMintField = (field: MintField): MintField =>
  field === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A'

/**
 * The state after typing in a field (spec 4): with no liquidity the other field keeps its text (moving to a new field
 * stores the previous text as the other's), with liquidity the other field is derived from the pool, so cleared.
 */
export function typeMintInput(state: MintState, field: MintField, typedValue: string, noLiquidity: boolean): MintState {
  if (!noLiquidity) return { independentField: field, typedValue, otherTypedValue: '' }
  if (field === state.independentField) return { ...state, typedValue }
  return { independentField: field, typedValue, otherTypedValue: state.typedValue }
}
