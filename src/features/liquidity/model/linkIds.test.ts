import { describe, expect, it } from 'vitest'
import { linkId, sameCurrencyId } from './linkIds'

const token = (address: `0x${string}`) => ({
  kind: 'token' as const,
  chainId: 1,
  address,
  decimals: 18,
  symbol: 'T',
  name: 'T',
})
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('linkId', () => {
  it('WETH links as ETH, other tokens by address', () => {
    expect(linkId(token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'))).toBe('ETH')
    expect(linkId(token('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'))).toBe('ETH')
    expect(linkId(token(DAI))).toBe(DAI)
  })
})

describe('sameCurrencyId', () => {
  it('default: the same address in any case, or ETH in any case', () => {
    expect(sameCurrencyId(DAI, DAI.toLowerCase())).toBe(true)
    expect(sameCurrencyId('ETH', 'eth')).toBe(true)
  })

  it('behavior: different currencies, or one missing', () => {
    expect(sameCurrencyId(DAI, 'ETH')).toBe(false)
    expect(sameCurrencyId(DAI, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')).toBe(false)
    expect(sameCurrencyId(undefined, 'ETH')).toBe(false)
    expect(sameCurrencyId('not-an-id', 'not-an-id')).toBe(false)
  })
})
