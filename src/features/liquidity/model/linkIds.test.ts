import { describe, expect, it } from 'vitest'
import { linkId } from './linkIds'

const token = (address: `0x${string}`) => ({ kind: 'token' as const, chainId: 1, address, decimals: 18, symbol: 'T', name: 'T' })

describe('linkId', () => {
  it('WETH links as ETH, other tokens by address', () => {
    expect(linkId(token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'))).toBe('ETH')
    expect(linkId(token('0x6B175474E89094C44Da98b954EedeAC495271d0F'))).toBe('0x6B175474E89094C44Da98b954EedeAC495271d0F')
  })
})
