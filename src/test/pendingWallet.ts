import { act, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The wallet and node behind the one write path, for hook tests: each request waits until the test answers it.
 * Use as the mock of `executeWrite`: `vi.mock('@/entities/transaction/write/executeWrite', () => import('@/test/pendingWallet'))`.
 */
export const wallet = { requests: [] as unknown[], answer: undefined as ((outcome: () => unknown) => void) | undefined }

export function executeWrite(_context: unknown, request: unknown): Promise<unknown> {
  wallet.requests.push(request)
  return new Promise((resolve, reject) => {
    wallet.answer = (outcome) => {
      try {
        resolve(outcome())
      } catch (error) {
        reject(error)
      }
    }
  })
}

/** The wallet answers the request it was sent (once it has one): a result, or a thrown error. */
export async function answer(outcome: () => unknown): Promise<void> {
  await waitFor(() => expect(wallet.answer).toBeDefined())
  await act(async () => wallet.answer?.(outcome))
}

/** Forget the previous test's requests. */
export function resetWallet(): void {
  wallet.requests.length = 0
  wallet.answer = undefined
}
