import { describe, expect, it } from 'vitest'
import { INITIAL_MINT_STATE, type MintState, dependentMintField, typeMintInput } from './mintState'

describe('typeMintInput', () => {
  it('default: starts on currency A with empty fields', () => {
    expect(INITIAL_MINT_STATE).toEqual({ independentField: 'CURRENCY_A', typedValue: '', otherTypedValue: '' })
  })

  it('behavior: with no liquidity, typing in the same field keeps the other text', () => {
    const state: MintState = { independentField: 'CURRENCY_A', typedValue: '1', otherTypedValue: '300' }
    expect(typeMintInput(state, 'CURRENCY_A', '1.5', true)).toEqual({
      independentField: 'CURRENCY_A',
      typedValue: '1.5',
      otherTypedValue: '300',
    })
  })

  it('behavior: with no liquidity, moving to the other field stores the previous text as the other', () => {
    const typedA = typeMintInput(INITIAL_MINT_STATE, 'CURRENCY_A', '2', true)
    const typedB = typeMintInput(typedA, 'CURRENCY_B', '4000', true)
    expect(typedB).toEqual({ independentField: 'CURRENCY_B', typedValue: '4000', otherTypedValue: '2' })
    expect(typeMintInput(typedB, 'CURRENCY_A', '3', true)).toEqual({
      independentField: 'CURRENCY_A',
      typedValue: '3',
      otherTypedValue: '4000',
    })
  })

  it('behavior: with liquidity, the other field is cleared', () => {
    const state: MintState = { independentField: 'CURRENCY_A', typedValue: '2', otherTypedValue: '4000' }
    expect(typeMintInput(state, 'CURRENCY_A', '5', false)).toEqual({
      independentField: 'CURRENCY_A',
      typedValue: '5',
      otherTypedValue: '',
    })
    expect(typeMintInput(state, 'CURRENCY_B', '7', false)).toEqual({
      independentField: 'CURRENCY_B',
      typedValue: '7',
      otherTypedValue: '',
    })
  })

  it('dependentMintField: the other field', () => {
    expect(dependentMintField('CURRENCY_A')).toBe('CURRENCY_B')
    expect(dependentMintField('CURRENCY_B')).toBe('CURRENCY_A')
  })
})
