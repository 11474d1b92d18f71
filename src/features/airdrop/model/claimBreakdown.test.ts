import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { SOCKS_AMOUNT, USER_AMOUNT, claimBreakdown } from './claimBreakdown'

const uni = (value: string) => parseUnits(value, 18)
const flags = (isUser: boolean, isLP: boolean, isSOCKS: boolean) => ({ isUser, isLP, isSOCKS })

describe('claimBreakdown', () => {
  it('default: the spec amounts, 18 decimals', () => {
    expect(SOCKS_AMOUNT).toBe(10n ** 21n)
    expect(USER_AMOUNT).toBe(4n * 10n ** 20n)
  })

  it('default: every flag: user 400, SOCKS 1000, liquidity the remainder', () => {
    expect(claimBreakdown(uni('1634.56789'), flags(true, true, true))).toEqual([
      { kind: 'user', amount: uni('400') },
      { kind: 'liquidity', amount: uni('234.56789') },
      { kind: 'socks', amount: uni('1000') },
    ])
  })

  it('behavior: only the flags set show', () => {
    expect(claimBreakdown(uni('400'), flags(true, false, false))).toEqual([{ kind: 'user', amount: uni('400') }])
    expect(claimBreakdown(uni('1400'), flags(true, false, true))).toEqual([
      { kind: 'user', amount: uni('400') },
      { kind: 'socks', amount: uni('1000') },
    ])
    expect(claimBreakdown(uni('777.77'), flags(true, true, false))).toEqual([
      { kind: 'user', amount: uni('400') },
      { kind: 'liquidity', amount: uni('377.77') },
    ])
    expect(claimBreakdown(uni('12.5'), flags(false, true, false))).toEqual([{ kind: 'liquidity', amount: uni('12.5') }])
  })

  it('behavior: no flags from the service, no breakdown', () => {
    expect(claimBreakdown(uni('1400'), undefined)).toEqual([])
  })

  it('error: a liquidity flag on less than the fixed parts shows no liquidity row', () => {
    expect(claimBreakdown(uni('1000'), flags(true, true, true))).toEqual([
      { kind: 'user', amount: uni('400') },
      { kind: 'socks', amount: uni('1000') },
    ])
  })
})
