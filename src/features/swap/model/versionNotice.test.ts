import { type Token, TradeType } from '@uniswap/sdk-core'
import { Route, Trade } from '@uniswap/v2-sdk'
import { describe, expect, it } from 'vitest'
import type { SdkCurrency } from '@/entities/token'
import { ETH, WETH, amount, pair, testToken } from '@/test/sdkFixtures'
import { versionNotice } from './versionNotice'

const A: Token = testToken(1)
const E18 = 10n ** 18n
/** ETH to A at a mid price of `tokensPerEth`. */
const trade = (tokensPerEth: bigint) =>
  new Trade(
    new Route<SdkCurrency, SdkCurrency>([pair(WETH, A, 1000n * E18, tokensPerEth * 1000n * E18)], ETH, A),
    amount(ETH, E18),
    TradeType.EXACT_INPUT,
  )
const [WORSE, BETTER] = [trade(100n), trade(101n)]

describe('versionNotice', () => {
  it('says nothing on V2', () => {
    expect(versionNotice('v2', WORSE, BETTER)).toBeNull()
    expect(versionNotice('v2', BETTER, WORSE)).toBeNull()
    expect(versionNotice('v2', undefined, BETTER)).toBeNull()
  })

  it('on V1, points to V2 when its price is better or V1 has no trade', () => {
    expect(versionNotice('v1', WORSE, BETTER)).toBe('betterOnV2')
    expect(versionNotice('v1', undefined, BETTER)).toBe('betterOnV2')
  })

  it('on V1, shows the V1 price when V2 is not better', () => {
    expect(versionNotice('v1', BETTER, WORSE)).toBe('showingV1')
    expect(versionNotice('v1', BETTER, trade(101n))).toBe('showingV1')
    expect(versionNotice('v1', BETTER, undefined)).toBe('showingV1')
  })

  it('on V1, says nothing without any trade', () => {
    expect(versionNotice('v1', undefined, undefined)).toBeNull()
  })
})
