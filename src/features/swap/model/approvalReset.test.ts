import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseSwapQuery } from '@/lib/url'
import { resetsApprovalStep } from './approvalReset'
import { useSwapFormStore } from './swapFormStore'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const form = () => useSwapFormStore.getState()

/** 'Approved' as the swap screen keeps it: set when an approval starts, cleared by the rule on every form change. */
let approved = false
let unsubscribe = () => {}

beforeEach(() => {
  form().replaceState(parseSwapQuery({ inputCurrency: DAI, outputCurrency: USDC }))
  approved = true
  unsubscribe = useSwapFormStore.subscribe((after, before) => {
    if (resetsApprovalStep(before, after)) approved = false
  })
})
afterEach(() => unsubscribe())

describe("the swap screen's 'Approved'", () => {
  it('stays while typing amounts, changing the output currency or the recipient', () => {
    form().typeInput('INPUT', '10')
    form().typeInput('OUTPUT', '5')
    form().selectCurrency('OUTPUT', 'ETH')
    form().setRecipient('0x000000000000000000000000000000000000bEEF')
    expect(approved).toBe(true)
  })

  it('stays when the same input currency is picked again, in any case', () => {
    form().selectCurrency('INPUT', DAI.toLowerCase())
    expect(approved).toBe(true)
  })

  it('resets when a new input currency is selected', () => {
    form().selectCurrency('INPUT', 'ETH')
    expect(approved).toBe(false)
  })

  it('resets when the sides are switched, also when they are switched back', () => {
    form().switchCurrencies()
    expect(approved).toBe(false)
    approved = true
    form().switchCurrencies()
    expect(form().INPUT.currencyId).toBe(DAI)
    expect(approved).toBe(false)
  })

  it("resets when picking the output's currency as input swaps the sides", () => {
    form().selectCurrency('INPUT', USDC)
    expect(form().OUTPUT.currencyId).toBe(DAI)
    expect(approved).toBe(false)
  })
})

describe('resetsApprovalStep', () => {
  const sides = (input: string | undefined, output: string | undefined) => ({
    INPUT: { currencyId: input },
    OUTPUT: { currencyId: output },
  })

  it('compares input ids as currencies: addresses in any case, ETH in any case', () => {
    expect(resetsApprovalStep(sides(DAI, USDC), sides(DAI.toLowerCase(), USDC))).toBe(false)
    expect(resetsApprovalStep(sides('ETH', DAI), sides('eth', USDC))).toBe(false)
    expect(resetsApprovalStep(sides(DAI, USDC), sides(USDC, DAI))).toBe(true)
    expect(resetsApprovalStep(sides(DAI, USDC), sides(undefined, USDC))).toBe(true)
  })
})
