import { describe, expect, it } from 'vitest'
import { chainPairAddresses } from '@/entities/pair'
import { type TokenInfo, nativeCurrency, wrappedNative } from '@/entities/token'
import { type SwapReads, routePairs, swapTrade } from './swapTrade'

const E18 = 10n ** 18n
const WETH = wrappedNative(1)!
const DAI: TokenInfo = {
  kind: 'token',
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai',
}
const ETH = nativeCurrency(1)
const [RESERVE_WETH, RESERVE_DAI] = [1_000n * E18, 2_000_000n * E18]

/** The router's getAmountOut and getAmountIn (0.3% fee): the oracle the trade is checked against. */
const amountOut = (input: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (input * 997n * reserveOut) / (reserveIn * 1000n + input * 997n)
const amountIn = (output: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (reserveIn * output * 1000n) / ((reserveOut - output) * 997n) + 1n
const raw = (value: { quotient: { toString(): string } } | undefined) =>
  value ? BigInt(value.quotient.toString()) : undefined

/** The WETH-DAI pair with its reserves (DAI sorts first), or no pair at its address. */
function pairsOf(exists: boolean) {
  const candidates = [[WETH, DAI]] as const
  const addresses = chainPairAddresses(1, candidates)
  const reserves = { [addresses[0]!]: exists ? ([RESERVE_DAI, RESERVE_WETH] as const) : null }
  return routePairs(candidates, { addresses, reserves })
}

const reads = (overrides: Partial<SwapReads>): SwapReads => ({
  chainId: 1,
  use: 'v2',
  independentField: 'INPUT',
  typedValue: '1',
  singleHopOnly: false,
  currencies: { INPUT: ETH, OUTPUT: DAI },
  balances: { INPUT: 5n * E18, OUTPUT: undefined },
  pairs: pairsOf(true),
  v1: { INPUT: undefined, OUTPUT: undefined },
  ...overrides,
})

describe('swapTrade', () => {
  it('default: an exact input is quoted on the other side at the pair’s price, and MAX leaves 0.01 ETH for gas', () => {
    const swap = swapTrade(reads({}))
    const out = amountOut(E18, RESERVE_WETH, RESERVE_DAI)
    expect(raw(swap.trade?.trade.outputAmount)).toBe(out)
    expect(swap.trade?.version).toBe('v2')
    expect(swap.dependent).toBe(swap.trade?.trade.outputAmount.toSignificant(6))
    expect(swap.dependent).toBe('1992.01')
    expect(swap.max).toBe('4.99')
    expect(raw(swap.sides.INPUT.balance)).toBe(5n * E18)
    expect(swap.sides.OUTPUT.balance).toBeUndefined()
  })

  it('behavior: an exact output is quoted on the input side', () => {
    const swap = swapTrade(reads({ independentField: 'OUTPUT', typedValue: '100' }))
    expect(raw(swap.trade?.trade.inputAmount)).toBe(amountIn(100n * E18, RESERVE_WETH, RESERVE_DAI))
    expect(swap.dependent).toBe(swap.trade?.trade.inputAmount.toSignificant(6))
  })

  it('behavior: MAX hides once the input is at it', () => {
    expect(swapTrade(reads({ typedValue: '4.99' })).max).toBeUndefined()
    expect(swapTrade(reads({ balances: { INPUT: undefined, OUTPUT: undefined } })).max).toBeUndefined()
  })

  it('edge: without a pair, an amount or a currency there is no trade and nothing on the other side', () => {
    for (const swap of [
      swapTrade(reads({ pairs: pairsOf(false) })),
      swapTrade(reads({ typedValue: '' })),
      swapTrade(reads({ currencies: { INPUT: ETH, OUTPUT: undefined } })),
    ]) {
      expect(swap.trade).toBeUndefined()
      expect(swap.dependent).toBe('')
    }
  })

  it('behavior: with use=v1 the V1 exchange’s trade is shown, priced from its reserves', () => {
    const v1 = { eth: 100n * E18, tokens: 150_000n * E18 }
    const swap = swapTrade(reads({ use: 'v1', v1: { INPUT: undefined, OUTPUT: v1 } }))
    expect(swap.trade?.version).toBe('v1')
    expect(raw(swap.trade?.trade.outputAmount)).toBe(amountOut(E18, v1.eth, v1.tokens))
    expect(swap.v2).toBeDefined()
  })
})
