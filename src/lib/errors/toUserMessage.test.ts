import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { AppError } from './AppError'
import { toUserMessage } from './toUserMessage'

describe('toUserMessage', () => {
  it('a wallet rejection, however deep, reads Transaction rejected.', () => {
    expect(toUserMessage({ code: 4001, message: 'User denied' })).toBe('Transaction rejected.')
    expect(toUserMessage(new Error('outer', { cause: new UserRejectedRequestError(new Error('denied')) }))).toBe('Transaction rejected.')
  })

  it("keeps the catalogue's texts and their parameters", () => {
    expect(toUserMessage(new AppError('Failed to download list https://x.example/l.json'))).toBe('Failed to download list https://x.example/l.json')
    expect(toUserMessage('Token list failed validation: Duplicate tokens')).toBe('Token list failed validation: Duplicate tokens')
    expect(toUserMessage(new Error('Unrecognized codec: swarm-ns'))).toBe('Unrecognized codec: swarm-ns')
  })

  it('keeps the swap texts, with the revert reason', () => {
    expect(toUserMessage(new AppError('Swap failed: nonce too low'))).toBe('Swap failed: nonce too low')
    const reverted = 'The transaction cannot succeed due to error: UniswapV2: K. This is probably an issue with one of the tokens you are swapping.'
    expect(toUserMessage(new AppError(reverted))).toBe(reverted)
  })

  it('shows an unknown error by its own message, and something for nothing', () => {
    expect(toUserMessage(new Error('boom'))).toBe('boom')
    expect(toUserMessage(undefined)).toBe('Unexpected error.')
  })
})
