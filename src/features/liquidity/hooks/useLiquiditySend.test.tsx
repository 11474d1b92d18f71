// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Hash, UserRejectedRequestError, erc20Abi } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useModalStore } from '@/entities/modal'
import { type TransactionRequest, type WriteResult, contractCall } from '@/entities/transaction'
import { AppError } from '@/lib/errors'
import { answer, resetWallet, wallet } from '@/test/pendingWallet'
import { useLiquiditySend } from './useLiquiditySend'

const ACCOUNT = '0x000000000000000000000000000000000000bEEF'
const HASH: Hash = `0x${'ab'.repeat(32)}`

// The wallet behind the one write path: each request waits for the test to answer it.
vi.mock('@/entities/transaction/write/executeWrite', () => import('@/test/pendingWallet'))
vi.mock('wagmi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useConfig: () => ({}),
  useAccount: () => ({ address: ACCOUNT, chainId: 31337 }),
}))
const track = vi.hoisted(() => vi.fn())
vi.mock('@/lib/analytics', () => ({ track }))

const request: TransactionRequest = {
  kind: 'transaction',
  calls: [contractCall({ address: ACCOUNT, abi: erc20Abi, functionName: 'approve', args: [ACCOUNT, 1n] })],
  summary: { id: 'Add 1 A and 2 B' },
}
const sent = (): WriteResult => ({ kind: 'transaction', hash: HASH })

function renderSend(options: { expert?: boolean; build?: () => TransactionRequest } = {}) {
  const onDone = vi.fn()
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const hook = renderHook(
    () => useLiquiditySend('Add', options.expert ?? false, options.build ?? (() => request), onDone),
    { wrapper },
  )
  return { ...hook, onDone }
}

beforeEach(() => {
  useModalStore.setState({ openModal: null })
  resetWallet()
  track.mockClear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useLiquiditySend', () => {
  it('default: Supply opens the confirm modal; Confirm asks the wallet, then shows the hash and sends the event', async () => {
    const { result } = renderSend()
    act(() => result.current.start())
    expect(result.current.state).toMatchObject({ showConfirm: true, status: 'idle' })
    expect(wallet.requests).toHaveLength(0)
    act(() => result.current.confirm())
    await waitFor(() => expect(result.current.state.status).toBe('awaiting'))
    await waitFor(() => expect(wallet.requests).toEqual([request]))
    await answer(sent)
    await waitFor(() => expect(result.current.state.hash).toBe(HASH))
    expect(track).toHaveBeenCalledWith({ type: 'event', category: 'Liquidity', action: 'Add' })
  })

  it('behavior: a double click on Confirm sends one request', async () => {
    const { result } = renderSend()
    act(() => result.current.start())
    act(() => {
      result.current.confirm()
      result.current.confirm()
    })
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    await answer(sent)
    await waitFor(() => expect(result.current.state.hash).toBe(HASH))
    expect(wallet.requests).toHaveLength(1)
  })

  it('behavior: closing after the hash clears the form; closing before it does not', async () => {
    const { result, onDone } = renderSend()
    act(() => result.current.start())
    act(() => result.current.dismiss())
    expect(onDone).not.toHaveBeenCalled()
    expect(result.current.state.showConfirm).toBe(false)
    act(() => result.current.start())
    act(() => result.current.confirm())
    await answer(sent)
    await waitFor(() => expect(result.current.state.hash).toBe(HASH))
    act(() => result.current.dismiss())
    expect(onDone).toHaveBeenCalledOnce()
    expect(result.current.state).toMatchObject({ showConfirm: false, status: 'idle', hash: undefined })
  })

  it("behavior: the modal is the store's 'confirmAdd'; another modal replacing it dismisses it: a failed attempt is reset", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, onDone } = renderSend()
    act(() => result.current.start())
    expect(useModalStore.getState().openModal).toBe('confirmAdd')
    act(() => result.current.confirm())
    await answer(() => {
      throw new AppError('SEND_FAILED', { params: { message: 'nonce too low' } })
    })
    await waitFor(() => expect(result.current.state.status).toBe('failed'))
    act(() => useModalStore.getState().showModal('account'))
    expect(useModalStore.getState().openModal).toBe('account')
    expect(result.current.state).toMatchObject({ showConfirm: false, status: 'idle', hash: undefined })
    expect(onDone).not.toHaveBeenCalled()
  })

  it('behavior: replaced after the hash, it clears the form as closing does', async () => {
    const { result, onDone } = renderSend()
    act(() => result.current.start())
    act(() => result.current.confirm())
    await answer(sent)
    await waitFor(() => expect(result.current.state.hash).toBe(HASH))
    act(() => useModalStore.getState().toggleModal('account'))
    expect(onDone).toHaveBeenCalledOnce()
    expect(result.current.state).toMatchObject({ showConfirm: false, status: 'idle', hash: undefined })
  })

  it('behavior: replaced while the wallet is asked, the wait goes on (as when the user closes it then)', async () => {
    const { result, onDone } = renderSend()
    act(() => result.current.start())
    act(() => result.current.confirm())
    await waitFor(() => expect(result.current.state.status).toBe('awaiting'))
    act(() => useModalStore.getState().showModal('claim'))
    expect(result.current.state).toMatchObject({ showConfirm: false, status: 'awaiting' })
    await answer(sent)
    await waitFor(() => expect(result.current.state.hash).toBe(HASH))
    expect(onDone).not.toHaveBeenCalled()
  })

  it('behavior: expert mode goes straight to the wallet', async () => {
    const { result } = renderSend({ expert: true })
    act(() => result.current.start())
    await waitFor(() => expect(wallet.requests).toHaveLength(1))
    expect(result.current.state).toMatchObject({ showConfirm: false, status: 'awaiting' })
  })

  it('error: a rejection is silent and ends the wait; the modal stays for another try', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, onDone } = renderSend()
    act(() => result.current.start())
    act(() => result.current.confirm())
    await answer(() => {
      throw new AppError('USER_REJECTED', { cause: new UserRejectedRequestError(new Error('denied')) })
    })
    await waitFor(() => expect(result.current.state.status).toBe('failed'))
    expect(result.current.state.showConfirm).toBe(true)
    expect(logged).not.toHaveBeenCalled()
    expect(track).not.toHaveBeenCalled()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('error: another failure is logged and ends the wait', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, onDone } = renderSend()
    act(() => result.current.start())
    act(() => result.current.confirm())
    await answer(() => {
      throw new AppError('SEND_FAILED', { params: { message: 'nonce too low' } })
    })
    await waitFor(() => expect(result.current.state.status).toBe('failed'))
    expect(logged).toHaveBeenCalledWith('Write failed', expect.objectContaining({ code: 'SEND_FAILED' }))
    expect(onDone).not.toHaveBeenCalled()
  })

  it('error: a request that cannot be built is logged and never reaches the wallet', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderSend({
      build: () => {
        throw new AppError('MISSING_DEPENDENCIES')
      },
    })
    act(() => result.current.start())
    act(() => result.current.confirm())
    expect(wallet.requests).toHaveLength(0)
    expect(logged).toHaveBeenCalledWith(
      'Add liquidity failed',
      expect.objectContaining({ code: 'MISSING_DEPENDENCIES' }),
    )
  })
})
