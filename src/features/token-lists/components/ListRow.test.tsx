// @vitest-environment jsdom
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
    const load = client.fetchQuery(tokenListQueryOptions(URL, { ipfsGateways: [], resolveContenthash: () => Promise.reject(new Error('none')), fetch }))
    await waitFor(() => expect(screen.getByText('Loading...')).toBeTruthy())
    answer(new Response('down', { status: 500 }))
    await expect(load).rejects.toThrow()
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull())
  })
})
