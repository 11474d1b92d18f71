import { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { approvalAmountText } from './approvalAmountText'

const token = (decimals: number) => new Token(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', decimals)

describe('approvalAmountText', () => {
  it.each([
    [1_000000n, 6, '1'],
    [1_234567n, 6, '1.23456'],
    [1234_567890123456789012n, 18, '1234.56'],
    [123456_789n, 3, '123456'],
    [5n, 18, '0.000000000000000005'],
    [99999999n, 8, '0.999999'],
    [10n ** 30n, 0, '1000000000000000000000000000000'],
    [123456789n, 0, '123456000'],
    [1n, 0, '1'],
    [100n, 2, '1'],
    [1_000001n, 6, '1'],
    [2n ** 256n - 1n, 18, '115792000000000000000000000000000000000000000000000000000000'],
  ])('default: %s with %s decimals is %s, as the swap form shows amounts', (raw, decimals, text) => {
    expect(approvalAmountText(raw, decimals)).toBe(text)
    expect(approvalAmountText(raw, decimals)).toBe(
      CurrencyAmount.fromRawAmount(token(decimals), raw.toString()).toSignificant(6),
    )
  })
})
