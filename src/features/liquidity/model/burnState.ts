/** Which field of the remove-liquidity form the user set last (spec 3, burn state). */
export type BurnField = 'LIQUIDITY_PERCENT' | 'LIQUIDITY' | 'CURRENCY_A' | 'CURRENCY_B'

/** The remove-liquidity form's typed text (spec 3): the field set last and its text; the rest is derived. */
export interface BurnState {
  independentField: BurnField
  typedValue: string
}

export const INITIAL_BURN_STATE: BurnState = { independentField: 'LIQUIDITY_PERCENT', typedValue: '0' }

/** The state after typing in (or sliding) a field: that field becomes the one every other amount follows. */
export const typeBurnInput = (field: BurnField, typedValue: string): BurnState => ({
  independentField: field,
  typedValue,
})
