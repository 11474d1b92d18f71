// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, type Hex, UserRejectedRequestError } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppError } from '@/lib/errors'
import { answer, resetWallet, wallet } from '@/test/pendingWallet'
import { usePermitOrApproval } from './usePermitOrApproval'

const OWNER: Address = '0x000000000000000000000000000000000000bEEF'
const PAIR: Address = '0x00000000000000000000000000000000000000AA'
const ROUTER: Address = '0x00000000000000000000000000000000000000F0'
const R: Hex = `0x${'11'.repeat(32)}`
const S: Hex = `0x${'22'.repeat(32)}`
const SIGNATURE: Hex = `${R}${'22'.repeat(32)}1c`

// The wallet behind the one write path: each request waits for the test to answer it.
vi.mock('@/entities/transaction/write/executeWrite', () => import('@/test/pendingWallet'))
vi.mock('wagmi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useConfig: () => ({}),
  useAccount: () => ({ address: OWNER, chainId: 31337 }),
}))
const chain = vi.hoisted(() => ({
  nonce: 7n as bigint | undefined,
  approve: vi.fn(async () => true),
  argent: undefined as boolean | undefined,
}))
// The pair's nonce is the one block read the hook makes itself (the approval is mocked below).
vi.mock('@/lib/chain/useBlockQuery', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useBlockScope: () => ({ client: undefined, chainId: 31337, blockNumber: undefined }),
  useBlockQuery: () => ({ data: chain.nonce, error: null }),
}))
// The detector's answer (no npm artifact of Argent's detector exists to deploy on the devnet).
vi.mock('./queries/readIsArgentWallet', () => ({ useIsArgentWallet: () => chain.argent }))
vi.mock('./useApproval', () => ({
  useApproval: () => ({ state: 'NOT_APPROVED', allowing: 'unlimited', requesting: false, approve: chain.approve }),
}))

function renderPermit() {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => usePermitOrApproval(31337, PAIR, ROUTER, 5n, 1_700_000_000n), { wrapper })
}

beforeEach(() => {
  resetWallet()
  chain.nonce = 7n
  chain.argent = undefined
  chain.approve.mockClear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('usePermitOrApproval', () => {
  it('default: signs a permit for exactly the amount through the write path; signed is approved', async () => {
    const { result } = renderPermit()
    expect(result.current.state).toBe('NOT_APPROVED')
    act(() => void result.current.approve())
    await waitFor(() => expect(result.current.state).toBe('PENDING'))
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    expect(wallet.requests[0]).toMatchObject({
      kind: 'signature',
      typedData: {
        primaryType: 'Permit',
        message: { owner: OWNER, spender: ROUTER, value: 5n, nonce: 7n, deadline: 1_700_000_000n },
      },
    })
    await answer(() => ({ kind: 'signature', signature: SIGNATURE }))
    await waitFor(() => expect(result.current.state).toBe('APPROVED'))
    expect(result.current.signature).toEqual({ v: 28, r: R, s: S, deadline: 1_700_000_000n })
    expect(result.current.approved).toBe(false)
    expect(chain.approve).not.toHaveBeenCalled()
  })

  it('behavior: a rejected signature ends there, with no approval', async () => {
    const { result } = renderPermit()
    act(() => void result.current.approve())
    await answer(() => {
      throw new AppError('USER_REJECTED', { cause: new UserRejectedRequestError(new Error('denied')) })
    })
    await waitFor(() => expect(result.current.state).toBe('NOT_APPROVED'))
    expect(chain.approve).not.toHaveBeenCalled()
  })

  it('behavior: a wallet that cannot sign falls back to an approval (spec 4)', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    const { result } = renderPermit()
    act(() => void result.current.approve())
    await answer(() => {
      throw new AppError('SEND_FAILED', { params: { message: 'This wallet cannot sign typed data.' } })
    })
    await waitFor(() => expect(chain.approve).toHaveBeenCalledOnce())
    expect(result.current.signature).toBeUndefined()
  })

  it('behavior: without the pair nonce there is nothing to sign: approve instead', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    chain.nonce = undefined
    const { result } = renderPermit()
    await act(() => result.current.approve())
    expect(chain.approve).toHaveBeenCalledOnce()
    expect(wallet.requests).toHaveLength(0)
  })

  it('behavior: an Argent wallet approves, then sends: no permit is asked for (spec 7)', async () => {
    chain.argent = true
    const { result } = renderPermit()
    await act(() => result.current.approve())
    expect(chain.approve).toHaveBeenCalledOnce()
    expect(wallet.requests).toHaveLength(0)
  })

  it('behavior: an account the detector says is no Argent wallet signs a permit', async () => {
    chain.argent = false
    const { result } = renderPermit()
    act(() => void result.current.approve())
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    expect(wallet.requests[0]).toMatchObject({ kind: 'signature' })
    expect(chain.approve).not.toHaveBeenCalled()
  })
})
