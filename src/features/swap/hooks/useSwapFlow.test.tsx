// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { TradeType } from '@uniswap/sdk-core'
import { Route, Trade } from '@uniswap/v2-sdk'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Hash, erc20Abi } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useModalStore } from '@/entities/modal'
import type { SdkCurrency } from '@/entities/token'
import { type TransactionRequest, type WriteResult, contractCall } from '@/entities/transaction'
import { AppError } from '@/lib/errors'
import { answer, resetWallet } from '@/test/pendingWallet'
import { amount, pair, testToken } from '@/test/sdkFixtures'
import type { VersionedTrade } from '../model/swapCalls'
import { useSwapFormStore } from '../model/swapFormStore'
import { type SwapFlowInfo, useSwapFlow } from './useSwapFlow'

const ACCOUNT = '0x000000000000000000000000000000000000bEEF'
const HASH: Hash = `0x${'cd'.repeat(32)}`
const request: TransactionRequest = {
  kind: 'transaction',
  calls: [contractCall({ address: ACCOUNT, abi: erc20Abi, functionName: 'approve', args: [ACCOUNT, 1n] })],
  summary: { id: 'Swap 1 A for 1 B' },
}

// The wallet behind the one write path waits for the test; the swap's request is given (its building is tested elsewhere).
vi.mock('@/entities/transaction/write/executeWrite', () => import('@/test/pendingWallet'))
vi.mock('wagmi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useConfig: () => ({}),
  useAccount: () => ({ address: ACCOUNT, chainId: 31337 }),
}))
vi.mock('@/entities/transaction/useTransactionDeadline', () => ({ useTransactionDeadline: () => 1n }))
vi.mock('./useSwapCallback', () => ({ useSwapCallback: () => ({ state: 'valid', request }) }))
vi.mock('@/lib/analytics', () => ({ track: vi.fn() }))

const [A, B] = [testToken(1), testToken(2)]
/** A small trade on deep reserves: no price-impact step. */
const versioned: VersionedTrade = {
  version: 'v2',
  trade: new Trade(
    new Route<SdkCurrency, SdkCurrency>([pair(A, B, 10n ** 24n, 10n ** 24n)], A, B),
    amount(A, 10n ** 15n),
    TradeType.EXACT_INPUT,
  ),
}
const info: SwapFlowInfo = {
  trade: versioned,
  allowedSlippage: 50,
  to: ACCOUNT,
  recipient: { input: '', address: undefined },
}
const sent = (): WriteResult => ({ kind: 'transaction', hash: HASH })

function renderFlow() {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useSwapFlow(31337, info), { wrapper })
}

beforeEach(() => {
  useModalStore.setState({ openModal: null })
  useSwapFormStore.getState().typeInput('INPUT', '0.001')
  resetWallet()
})
afterEach(cleanup)

describe('useSwapFlow and the modal store', () => {
  it("'Exchange' opens the store's 'confirmSwap' on the trade of that moment", () => {
    const { result } = renderFlow()
    act(() => result.current.start())
    expect(useModalStore.getState().openModal).toBe('confirmSwap')
    expect(result.current.state).toMatchObject({ showConfirm: true, tradeToConfirm: versioned })
  })

  it('another modal replacing it dismisses it: the failed attempt and the trade are reset, the typed amount kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderFlow()
    act(() => result.current.start())
    act(() => result.current.confirm())
    await answer(() => {
      throw new AppError('SEND_FAILED', { params: { message: 'nonce too low' } })
    })
    await waitFor(() => expect(result.current.write.error).toBeDefined())

    act(() => useModalStore.getState().showModal('account'))
    expect(useModalStore.getState().openModal).toBe('account')
    expect(result.current.state.showConfirm).toBe(false)
    expect(result.current.state.tradeToConfirm).toBeUndefined()
    expect(result.current.write.error).toBeUndefined()
    expect(result.current.write.status).toBe('idle')
    expect(useSwapFormStore.getState().typedValue).toBe('0.001')
  })

  it('replaced after the hash, it clears the amount, as closing it does', async () => {
    const { result } = renderFlow()
    act(() => result.current.start())
    act(() => result.current.confirm())
    await answer(sent)
    await waitFor(() => expect(result.current.write.hash).toBe(HASH))
    act(() => useModalStore.getState().toggleModal('claim'))
    expect(useSwapFormStore.getState().typedValue).toBe('')
    expect(result.current.write.hash).toBeUndefined()
    expect(result.current.state.showConfirm).toBe(false)
  })

  it("the dialog's own close goes through the store and runs the same cleanup", async () => {
    const { result } = renderFlow()
    act(() => result.current.start())
    act(() => result.current.confirm())
    await answer(sent)
    await waitFor(() => expect(result.current.write.hash).toBe(HASH))
    act(() => result.current.dismiss())
    expect(useModalStore.getState().openModal).toBeNull()
    expect(useSwapFormStore.getState().typedValue).toBe('')
    expect(result.current.state.tradeToConfirm).toBeUndefined()
  })
})
