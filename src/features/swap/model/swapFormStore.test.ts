import { beforeEach, describe, expect, it } from 'vitest'
import { parseSwapQuery } from '@/lib/url'
import { sameCurrencyId, useSwapFormStore } from './swapFormStore'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const form = () => useSwapFormStore.getState()
const sides = () => [form().INPUT.currencyId, form().OUTPUT.currencyId]

beforeEach(() => form().replaceState(parseSwapQuery({})))

describe('swap form', () => {
  it('starts with ETH in and nothing out', () => {
    expect(sides()).toEqual(['ETH', undefined])
    expect(form()).toMatchObject({ independentField: 'INPUT', typedValue: '', recipient: null })
  })

  it('takes the URL: currencies, amount, field, recipient', () => {
    form().replaceState(parseSwapQuery({ outputCurrency: DAI, exactAmount: '2,5', exactField: 'output' }))
    expect(sides()).toEqual(['ETH', DAI])
    expect(form()).toMatchObject({ independentField: 'OUTPUT', typedValue: '2.5' })
  })

  it('clears an output equal to the input', () => {
    form().replaceState(parseSwapQuery({ outputCurrency: 'eth' }))
    expect(sides()).toEqual(['ETH', undefined])
  })

  it('selecting a currency sets that side', () => {
    form().selectCurrency('OUTPUT', DAI)
    expect(sides()).toEqual(['ETH', DAI])
  })

  it("selecting the other side's currency swaps the sides and flips the independent field", () => {
    form().selectCurrency('OUTPUT', DAI)
    form().typeInput('INPUT', '1')
    form().selectCurrency('INPUT', DAI.toLowerCase())
    expect(sides()).toEqual([DAI.toLowerCase(), 'ETH'])
    expect(form().independentField).toBe('OUTPUT')
    expect(form().typedValue).toBe('1')
  })

  it('the switch swaps the sides and flips the independent field', () => {
    form().selectCurrency('OUTPUT', USDC)
    form().switchCurrencies()
    expect(sides()).toEqual([USDC, 'ETH'])
    expect(form().independentField).toBe('OUTPUT')
  })

  it('typing sets the independent field; clearing a side leaves the other', () => {
    form().typeInput('OUTPUT', '3')
    expect(form()).toMatchObject({ independentField: 'OUTPUT', typedValue: '3' })
    form().clearCurrency('INPUT')
    expect(sides()).toEqual([undefined, undefined])
  })
})

describe('sameCurrencyId', () => {
  it('addresses in any case, ETH in any case, and no id only equals no id', () => {
    expect(sameCurrencyId(DAI, DAI.toLowerCase())).toBe(true)
    expect(sameCurrencyId('ETH', 'eth')).toBe(true)
    expect(sameCurrencyId(DAI, USDC)).toBe(false)
    expect(sameCurrencyId('ETH', DAI)).toBe(false)
    expect(sameCurrencyId(undefined, undefined)).toBe(true)
    expect(sameCurrencyId(undefined, 'ETH')).toBe(false)
  })
})
