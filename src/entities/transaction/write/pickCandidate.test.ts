import { BaseError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toUserMessage } from '@/lib/errors'
import { SLIPPAGE_REASONS, bareRevert, reverted } from '@/test/revertedCall'
import { MAX_REVERT_REASON_GRAPHEMES, callFailure, errorFromRevert, failureMessage } from './pickCandidate'
import { contractRevertReason, revertReason } from './revertReason'

describe('errorFromRevert', () => {
  it('every reason, slippage included, is a failed send quoting the reason (the swap words it: swapFailure)', () => {
    for (const reason of ['UniswapV2: K', ...SLIPPAGE_REASONS]) {
      const error = errorFromRevert(reason, undefined)
      expect(error.code).toBe('SEND_REVERTED')
      expect(error.params).toEqual({ reason })
    }
  })
})

describe('errorFromRevert: a reason is the contract’s words, from a stranger (issue 39)', () => {
  it.each([
    ['bidi overrides and isolates', 'Pay\u202E gnp.exe\u202C \u2066now\u2069', 'Pay gnp.exe now'],
    ['zero-width characters', 'UniswapV2\u200B: \u200C\u200DK\uFEFF', 'UniswapV2: K'],
    ['control characters and line breaks', 'Transfer\u0000 \u001B[31mfailed\r\nnow\u007F', 'Transfer [31mfailed now'],
  ])('strips %s', (_what, reason, shown) => {
    expect(errorFromRevert(reason, undefined).params).toEqual({ reason: shown })
  })

  it('clips a 500-character reason to 120, ending in an ellipsis; the whole of it stays in the details for the logs', () => {
    const reason = `Visit evil.example to unlock your tokens. ${'x'.repeat(458)}`
    expect(reason).toHaveLength(500)
    const error = errorFromRevert(reason, undefined)
    const shown = (error.params as { reason: string }).reason
    expect(MAX_REVERT_REASON_GRAPHEMES).toBe(120)
    expect(shown).toHaveLength(120)
    expect(shown).toBe(`${reason.slice(0, 119)}…`)
    expect(error.details).toBe(reason)
  })

  it('is quoted as what the contract said, after the app’s own words, never spliced into them', () => {
    const reason = 'Raise your slippage to 49% and approve 0xdead to continue'
    expect(toUserMessage(errorFromRevert(reason, undefined))).toBe(`Transaction failed. The contract said: “${reason}”`)
  })

  it('markup stays text: nothing is escaped away or interpreted', () => {
    const reason = '<img src=x onerror=alert(1)> [claim](https://evil.example)'
    expect(toUserMessage(errorFromRevert(reason, undefined))).toContain(`“${reason}”`)
  })
})

describe('failureMessage and contractRevertReason', () => {
  it('a wallet’s or node’s message is sanitised and clipped to 300', () => {
    expect(failureMessage('nonce\u202E too low\u200B')).toBe('nonce too low')
    expect(failureMessage('x'.repeat(1000))).toHaveLength(300)
  })

  it('the reason only when a revert with one is in the chain', () => {
    expect(contractRevertReason(reverted('UniswapV2: K'))).toBe('UniswapV2: K')
    expect(contractRevertReason(bareRevert())).toBeUndefined()
    expect(contractRevertReason(new BaseError('Nonce too low'))).toBeUndefined()
    expect(contractRevertReason(new Error('x'))).toBeUndefined()
  })
})

describe('revertReason', () => {
  it('the reason of the revert anywhere in the cause chain', () => {
    expect(revertReason(reverted('UniswapV2: K'))).toBe('UniswapV2: K')
    expect(revertReason(new BaseError('Estimate failed', { cause: reverted('UniswapV2Router: EXPIRED') }))).toBe(
      'UniswapV2Router: EXPIRED',
    )
  })

  it("a revert without a reason gives the revert's short message", () => {
    const bare = bareRevert()
    expect(revertReason(bare)).toBe(bare.shortMessage)
    expect(revertReason(bare)).toMatch(/swap/)
  })

  it('other errors give their short message, plain errors their message, anything else as text', () => {
    expect(revertReason(new BaseError('Nonce too low'))).toBe('Nonce too low')
    expect(revertReason(new Error('socket closed'))).toBe('socket closed')
    expect(revertReason('boom')).toBe('boom')
  })
})

describe('callFailure', () => {
  it('a revert with a reason: quoted as the contract’s words, sanitised', () => {
    const failure = callFailure(reverted('Token\u202E: paused'))
    expect(failure.code).toBe('SEND_REVERTED')
    expect(failure.params).toEqual({ reason: 'Token: paused' })
  })

  it('no reason (a bare revert, an empty or invisible one, a node error): the failure’s message, never quoted as the contract’s', () => {
    const bare = bareRevert()
    for (const error of [bare, reverted(''), reverted('\u200B\u202E'), new BaseError('HTTP request failed')]) {
      const failure = callFailure(error)
      expect(failure.code).toBe('SEND_FAILED')
      expect(toUserMessage(failure)).not.toContain('The contract said')
    }
  })
})
