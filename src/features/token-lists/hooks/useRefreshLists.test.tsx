// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { TokenList } from '@uniswap/token-lists'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIST_REFRESH_MS } from '@/config/tokenLists'
import { NEW_LIST_STATE, useListsStore } from '@/entities/token-list'
import { useRefreshLists } from './useRefreshLists'

vi.mock('wagmi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useConfig: () => ({}),
  useAccount: () => ({ isConnected: false }),
}))

const URL_A = 'https://lists.example/a.json'
const URL_B = 'https://lists.example/b.json'
const list = (name: string, minor: number): TokenList => ({
  name,
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor, patch: 0 },
  tokens: [
    {
      chainId: 1,
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      decimals: 18,
      symbol: 'DAI',
      name: 'Dai Stablecoin',
    },
  ],
})

/** The lists' host: answers each URL with its current body (or a 500), and counts the requests per URL. */
const served = new Map<string, TokenList | 500>()
const requests = (url: string) => fetchMock.mock.calls.filter(([input]) => String(input) === url).length
const fetchMock = vi.fn((input: RequestInfo | URL) => {
  const body = served.get(String(input))
  return Promise.resolve(
    body === undefined || body === 500 ? new Response('down', { status: 500 }) : new Response(JSON.stringify(body)),
  )
})

function renderRefresh() {
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useRefreshLists(), { wrapper })
}
const entry = (url: string) => useListsStore.getState().byUrl[url]

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockClear()
  served.clear()
  served.set(URL_A, list('A', 0))
  served.set(URL_B, list('B', 0))
  localStorage.clear()
  useListsStore.setState({ byUrl: { [URL_A]: NEW_LIST_STATE, [URL_B]: NEW_LIST_STATE }, activeListUrls: [URL_A] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useRefreshLists', () => {
  it('default: every list the user has (on or off) is fetched at start into the lists store', async () => {
    renderRefresh()
    await waitFor(() => expect(entry(URL_A)?.current).toEqual(list('A', 0)))
    await waitFor(() => expect(entry(URL_B)?.current).toEqual(list('B', 0)))
    expect(requests(URL_A)).toBe(1)
  })

  it('behavior: lists are fetched again every 10 minutes, not before', async () => {
    renderRefresh()
    await waitFor(() => expect(entry(URL_A)?.current).toEqual(list('A', 0)))
    served.set(URL_A, list('A', 1))
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS - 1_000))
    expect(requests(URL_A)).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() => expect(entry(URL_A)?.pendingUpdate).toEqual(list('A', 1)))
    expect(requests(URL_A)).toBe(2)
  })

  it('behavior: lists are fetched again when the browser comes back online', async () => {
    renderRefresh()
    await waitFor(() => expect(entry(URL_A)?.current).toEqual(list('A', 0)))
    act(() => onlineManager.setOnline(false))
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(requests(URL_A)).toBe(2))
    expect(requests(URL_B)).toBe(2)
  })

  it('error: a failed refresh keeps the last good list and stores why, by URL', async () => {
    renderRefresh()
    await waitFor(() => expect(entry(URL_A)?.current).toEqual(list('A', 0)))
    served.set(URL_A, 500)
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS))
    await waitFor(() => expect(entry(URL_A)?.error).toEqual({ code: 'LIST_DOWNLOAD_FAILED', params: { url: URL_A } }))
    expect(entry(URL_A)?.current).toEqual(list('A', 0))
    expect(entry(URL_B)?.error).toBeNull()
  })

  it('behavior: a removed list is not fetched again', async () => {
    renderRefresh()
    await waitFor(() => expect(entry(URL_B)?.current).toEqual(list('B', 0)))
    act(() => void useListsStore.getState().removeList(URL_B))
    await act(() => vi.advanceTimersByTimeAsync(LIST_REFRESH_MS))
    await waitFor(() => expect(requests(URL_A)).toBe(2))
    expect(requests(URL_B)).toBe(1)
    expect(entry(URL_B)).toBeUndefined()
  })
})
