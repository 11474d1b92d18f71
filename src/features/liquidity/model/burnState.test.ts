import { describe, expect, it } from 'vitest'
import { INITIAL_BURN_STATE, typeBurnInput } from './burnState'

describe('burnState', () => {
  it('default: remove 0 percent', () => {
    expect(INITIAL_BURN_STATE).toEqual({ independentField: 'LIQUIDITY_PERCENT', typedValue: '0' })
  })

  it('typeBurnInput: the field typed in becomes the independent one', () => {
    expect(typeBurnInput('CURRENCY_B', '1.5')).toEqual({ independentField: 'CURRENCY_B', typedValue: '1.5' })
    expect(typeBurnInput('LIQUIDITY', '')).toEqual({ independentField: 'LIQUIDITY', typedValue: '' })
  })
})
