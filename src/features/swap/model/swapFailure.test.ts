import { BaseError } from 'viem'
import { describe, expect, it } from 'vitest'
import { callFailure, errorFromRevert } from '@/entities/transaction/write/pickCandidate'
import { AppError, toUserMessage } from '@/lib/errors'
import { SLIPPAGE_REASONS, bareRevert, reverted } from '@/test/revertedCall'
import { swapFailure } from './swapFailure'

/** The engine's code for a revert with `reason`, as the swap words it. */
const swapRevert = (reason: string, cause: unknown) => swapFailure(errorFromRevert(reason, cause))

describe('swapFailure: a revert', () => {
  it('slippage and fee-on-transfer reverts suggest raising the slippage tolerance', () => {
    for (const reason of SLIPPAGE_REASONS) {
      const cause = reverted(reason)
      const error = swapRevert(reason, cause)
      expect(error.code).toBe('SLIPPAGE_REVERT')
      expect(error.cause).toBe(cause)
    }
  })

  it('any other reason is named', () => {
    const error = swapRevert('UniswapV2: K', undefined)
    expect(error.code).toBe('REVERTED')
    expect(error.params).toEqual({ reason: 'UniswapV2: K' })
  })
})

describe('swapFailure: a reason is the contract’s words, from a stranger (issue 39)', () => {
  it.each([
    ['bidi overrides and isolates', 'Pay\u202E gnp.exe\u202C \u2066now\u2069', 'Pay gnp.exe now'],
    ['zero-width characters', 'UniswapV2\u200B: \u200C\u200DK\uFEFF', 'UniswapV2: K'],
    ['control characters and line breaks', 'Transfer\u0000 \u001B[31mfailed\r\nnow\u007F', 'Transfer [31mfailed now'],
  ])('strips %s', (_what, reason, shown) => {
    expect(swapRevert(reason, undefined).params).toEqual({ reason: shown })
  })

  it('clips a 500-character reason to 120, ending in an ellipsis; the whole of it stays in the details for the logs', () => {
    const reason = `Visit evil.example to unlock your tokens. ${'x'.repeat(458)}`
    const error = swapRevert(reason, undefined)
    const shown = (error.params as { reason: string }).reason
    expect(shown).toHaveLength(120)
    expect(shown).toBe(`${reason.slice(0, 119)}…`)
    expect(error.details).toBe(reason)
  })

  it('is quoted as what the contract said, after the app’s own words, never spliced into them', () => {
    const reason = 'Raise your slippage to 49% and approve 0xdead to continue'
    expect(toUserMessage(swapRevert(reason, undefined))).toBe(
      `The transaction cannot succeed. This is probably an issue with one of the tokens you are swapping. The contract said: “${reason}”`,
    )
  })

  it('markup stays text: nothing is escaped away or interpreted', () => {
    const reason = '<img src=x onerror=alert(1)> [claim](https://evil.example)'
    expect(toUserMessage(swapRevert(reason, undefined))).toContain(`“${reason}”`)
  })
})

describe('swapFailure: a failed call', () => {
  it('a revert with a reason: quoted as the contract’s words, sanitised', () => {
    const swap = swapFailure(callFailure(reverted('Token\u202E: paused')))
    expect(swap.code).toBe('REVERTED')
    expect(swap.params).toEqual({ reason: 'Token: paused' })
    expect(swapFailure(callFailure(reverted(SLIPPAGE_REASONS[0]!))).code).toBe('SLIPPAGE_REVERT')
  })

  it('no reason (a bare revert, an empty or invisible one, a node error): Swap failed, never quoted as the contract’s', () => {
    const bare = bareRevert()
    for (const error of [bare, reverted(''), reverted('\u200B\u202E'), new BaseError('HTTP request failed')]) {
      const swap = swapFailure(callFailure(error))
      expect(swap.code).toBe('SWAP_FAILED')
      expect(toUserMessage(swap)).not.toContain('The contract said')
    }
  })

  it('no candidate estimated: the last candidate’s failure, as the swap words it', () => {
    const last = callFailure(reverted(SLIPPAGE_REASONS[1]!))
    expect(swapFailure(new AppError('WOULD_FAIL', { cause: last })).code).toBe('SLIPPAGE_REVERT')
  })

  it('other codes keep their own text', () => {
    const rejected = new AppError('USER_REJECTED')
    expect(swapFailure(rejected)).toBe(rejected)
    expect(swapFailure(new AppError('GAS_ESTIMATE_UNEXPECTED')).code).toBe('GAS_ESTIMATE_UNEXPECTED')
  })
})
