// @vitest-environment jsdom
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEW_LIST_STATE, tokenListQueryOptions, useListsStore } from '@/entities/token-list'
import { i18n } from '@/lib/i18n'
import { ListRow } from './ListRow'

const URL = 'https://lists.example/new.json'

afterEach(cleanup)

describe('ListRow', () => {
  it('behavior: a list with nothing to show reads Loading... while its query fetches it, and not after', async () => {
    useListsStore.setState({ byUrl: { [URL]: NEW_LIST_STATE } })
    let answer: (response: Response) => void = () => undefined
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    const client = new QueryClient()
    render(
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <ul>
            <ListRow url={URL} state={NEW_LIST_STATE} active={false} canRemove chainId={1} />
          </ul>
        </I18nProvider>
      </QueryClientProvider>,
    )
    expect(screen.queryByText('Loading...')).toBeNull()
    const load = client.fetchQuery(
      tokenListQueryOptions(URL, {
        ipfsGateways: [],
        resolveContenthash: () => Promise.reject(new Error('none')),
        fetch,
      }),
    )
    await waitFor(() => expect(screen.getByText('Loading...')).toBeTruthy())
    // The fetcher loads with the first list fetched: the request leaves once it has.
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    answer(new Response('down', { status: 500 }))
    await expect(load).rejects.toThrow()
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull())
  })

  it('behavior: a list whose gateways never answer shows its error once each has had its time limit, not Loading... for ever', async () => {
    const LIST = 'ipfs://QmNeverAnswers/list.json'
    const asked: string[] = []
    const silent = createServer((request) => void asked.push(`${request.headers.host}${request.url}`))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      useListsStore.setState({ byUrl: { [LIST]: NEW_LIST_STATE } })
      const Row = () => (
        <ListRow
          url={LIST}
          state={useListsStore((state) => state.byUrl[LIST]) ?? NEW_LIST_STATE}
          active={false}
          canRemove
          chainId={1}
        />
      )
      const client = new QueryClient()
      render(
        <QueryClientProvider client={client}>
          <I18nProvider i18n={i18n}>
            <ul>
              <Row />
            </ul>
          </I18nProvider>
        </QueryClientProvider>,
      )
      const gateways = [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
      const load = client.fetchQuery(
        tokenListQueryOptions(LIST, {
          ipfsGateways: gateways,
          resolveContenthash: () => Promise.reject(new Error('none')),
          timeoutMs: 300,
        }),
      )
      await waitFor(() => expect(screen.getByText('Loading...')).toBeTruthy())
      await expect(load).rejects.toMatchObject({ code: 'LIST_DOWNLOAD_FAILED', cause: { code: 'REQUEST_TIMED_OUT' } })
      await waitFor(() =>
        expect(screen.getByTestId('list-error').textContent).toContain(`Failed to download list ${LIST}`),
      )
      expect(screen.queryByText('Loading...')).toBeNull()
      expect(asked).toEqual([
        `127.0.0.1:${port}/ipfs/QmNeverAnswers/list.json`,
        `localhost:${port}/ipfs/QmNeverAnswers/list.json`,
      ])
    } finally {
      silent.closeAllConnections()
      silent.close()
    }
  })
})
