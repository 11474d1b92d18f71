import { describe, expect, it } from 'vitest'
import { swapErrorFromRevert } from './swapErrors'

describe('swapErrorFromRevert', () => {
  it('slippage and fee-on-transfer reverts suggest raising the slippage tolerance', () => {
    for (const reason of ['UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', 'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT']) {
      expect(swapErrorFromRevert(reason).message).toBe(
        'This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
      )
    }
  })

  it('any other reason is named', () => {
    expect(swapErrorFromRevert('UniswapV2: K').message).toBe(
      'The transaction cannot succeed due to error: UniswapV2: K. This is probably an issue with one of the tokens you are swapping.',
    )
  })
})
