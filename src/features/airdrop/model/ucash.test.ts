import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatFixed, ucashMarketFacts } from './ucash'

describe('formatFixed', () => {
  it('default: two decimals, cut, grouped (the UCASH balance)', () => {
    expect(formatFixed(parseUnits('400', 18), 18, 2)).toBe('400.00')
    expect(formatFixed(parseUnits('20000000.999', 18), 18, 2)).toBe('20,000,000.99')
    expect(formatFixed(1n, 18, 2)).toBe('0.00')
  })

  it('behavior: whole numbers and more places', () => {
    expect(formatFixed(parseUnits('1000000000', 18), 18, 0)).toBe('1,000,000,000')
    expect(formatFixed(parseUnits('0.00012345', 18), 18, 4)).toBe('0.0001')
  })
})

describe('ucashMarketFacts', () => {
  it('default: the fixed price and circulating supply on mainnet', () => {
    expect(ucashMarketFacts(1)).toEqual({ priceBtc: '0.00000001', circulatingSupply: 10_351_944_440n })
  })

  it('behavior: none elsewhere', () => {
    expect(ucashMarketFacts(31337)).toBeUndefined()
    expect(ucashMarketFacts(undefined)).toBeUndefined()
  })
})
