// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import type { TokenList } from '@uniswap/token-lists'
import { getAddress, keccak256, toHex } from 'viem'
import { bench, describe } from 'vitest'
import { WagmiProvider } from 'wagmi'
import { preloadDialog } from '@/components/ui'
import { listTokenMap, useListsStore } from '@/entities/token-list'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { i18n } from '@/lib/i18n'
import { PickerDialog } from './components/PickerDialog'
import { buildSearchIndex, searchTokens } from './model/searchTokens'

/** A 10,000-token list on mainnet with varied symbols and names, as big as the schema allows. */
const words = [
  'Wrapped',
  'USD',
  'Coin',
  'Finance',
  'Protocol',
  'Dao',
  'Token',
  'Gold',
  'Bitcoin',
  'Ether',
  'Stable',
  'Yield',
]
/** Real-looking addresses (hash-derived, so mixed case once checksummed). */
const realistic = Array.from({ length: 10_000 }, (_, i) => getAddress(keccak256(toHex(i)).slice(0, 42)))

/** Addresses in lower case (the worst case: each is checksummed) or checksummed, as most lists give them. */
const makeList = (checksummed = false): TokenList => ({
  name: 'Bench List',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: Array.from({ length: 10_000 }, (_, i) => ({
    chainId: 1,
    address: checksummed ? realistic[i]! : `0x${(i + 1).toString(16).padStart(40, '0')}`,
    decimals: 18,
    symbol: `${words[i % 12]!.slice(0, 3).toUpperCase()}${i}`,
    name: `${words[i % 12]} ${words[(i * 7) % 12]} ${i}`,
  })),
})

const list = makeList()
const URL = 'https://bench.example/list.json'
const tokens = [...listTokenMap(list, 1).values()]
const index = buildSearchIndex(tokens)
const queryClient = new QueryClient()
// The app loads the dialog's code on first open; the bench measures the render, with the code loaded.
await preloadDialog()

function openPicker(): void {
  // The dialog itself (the app loads it lazily on first open; the bench measures its render).
  render(
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <PickerDialog request={{ mode: 'select', chainId: 1, onSelect: () => undefined }} />
        </I18nProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  // The dialog renders in a portal, outside render's container. A selector, not Testing Library's role query, whose
  // computed-style work in jsdom is no part of the picker's time.
  if (document.querySelectorAll('[role="dialog"] [role="option"]').length < 5)
    throw new Error('the picker rendered no rows')
  cleanup()
}

// jsdom lays nothing out: give elements the size of the picker's list, so the virtualiser renders its rows.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { get: () => 448 })
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { get: () => 380 })

useListsStore.setState({ byUrl: { [URL]: { current: list, pendingUpdate: null, error: null } }, activeListUrls: [URL] })

describe('token picker, 10,000-token list', () => {
  // Maps are cached per list object: a shallow copy is a new list to the cache, at no cost of its own.
  const lowerCase = makeList()
  const checksummed = makeList(true)
  bench(
    'a new list, lower-case addresses: token map and search index',
    () => {
      buildSearchIndex(listTokenMap({ ...lowerCase }, 1).values())
    },
    { iterations: 5 },
  )

  bench(
    'a new list, checksummed addresses: token map and search index',
    () => {
      buildSearchIndex(listTokenMap({ ...checksummed }, 1).values())
    },
    { iterations: 5 },
  )

  bench('open the picker (search view rendered, list cached)', openPicker, { iterations: 20 })

  bench('keystroke: search "usd"', () => {
    searchTokens(index, 'usd')
  })

  bench('keystroke: search "wrapped usd"', () => {
    searchTokens(index, 'wrapped usd')
  })

  bench('keystroke: search by address', () => {
    searchTokens(index, '0x0000000000000000000000000000000000001f40')
  })
})
