// @vitest-environment jsdom
import { type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { useListsStore } from '@/entities/token-list'
import { i18n } from '@/lib/i18n'
import { ManageLists } from './ManageLists'

vi.mock('wagmi', async (importOriginal) => ({ ...(await importOriginal<object>()), useConfig: () => ({}) }))

/** A list host that never answers, noting each request as it comes and whether its connection was closed. */
const held = new Map<string, { closed: boolean }>()
const silent = createServer((request, response: ServerResponse) => {
  const entry = { closed: false }
  held.set(request.url ?? '', entry)
  response.on('close', () => (entry.closed = true))
})
let origin = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
})
afterAll(() => {
  silent.closeAllConnections()
  silent.close()
})
afterEach(cleanup)

describe('ManageLists', () => {
  it("behavior: a location typed over drops its preview's request at once, not at the time limit", async () => {
    useListsStore.setState({ byUrl: {}, activeListUrls: [] })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={i18n}>
          <ManageLists chainId={1} onImportList={() => undefined} />
        </I18nProvider>
      </QueryClientProvider>,
    )
    const input = screen.getByLabelText('Add a list')
    fireEvent.change(input, { target: { value: `${origin}/first.json` } })
    await waitFor(() => expect(held.get('/first.json')).toEqual({ closed: false }))
    fireEvent.change(input, { target: { value: `${origin}/second.json` } })
    await waitFor(() => expect(held.get('/second.json')).toBeDefined())
    await waitFor(() => expect(held.get('/first.json')).toEqual({ closed: true }))
    expect(held.get('/second.json')).toEqual({ closed: false })
  })
})
