// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SwapQuery } from '@/lib/url'
import { useSwapFormStore } from '../model/swapFormStore'
import { useFormFromQuery } from './useFormFromQuery'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const query = (change: Partial<SwapQuery> = {}): SwapQuery => ({
  inputCurrency: 'ETH',
  outputCurrency: DAI,
  typedValue: '1',
  independentField: 'INPUT',
  recipient: null,
  use: 'v2',
  ...change,
})

/** What each render of the screen saw in the form: the output currency and the typed amount. */
function renderScreen(first: SwapQuery, chainId = 1) {
  const seen: string[] = []
  function Screen({ q, chain }: { q: SwapQuery; chain: number }) {
    useFormFromQuery(q, chain)
    const form = useSwapFormStore()
    seen.push(`${form.OUTPUT.currencyId ?? '-'} ${form.typedValue}`)
    return null
  }
  const view = render(<Screen q={first} chain={chainId} />)
  return { seen, rerender: (q: SwapQuery, chain = chainId) => view.rerender(<Screen q={q} chain={chain} />) }
}

beforeEach(() =>
  useSwapFormStore.getState().replaceState({ independentField: 'INPUT', typedValue: '', recipient: null }),
)

describe('useFormFromQuery', () => {
  it("default: the first render already has the query's currencies and amount, and nothing renders again for it", () => {
    const { seen } = renderScreen(query())
    expect(seen).toEqual([`${DAI} 1`])
  })

  it('behavior: a new render of the same query keeps what was typed since', () => {
    const { seen, rerender } = renderScreen(query())
    act(() => useSwapFormStore.getState().typeInput('INPUT', '2'))
    rerender(query())
    expect(seen.at(-1)).toBe(`${DAI} 2`)
  })

  it('behavior: another query, or another chain, starts the form over', () => {
    const { seen, rerender } = renderScreen(query())
    act(() => useSwapFormStore.getState().typeInput('INPUT', '2'))
    rerender(query({ outputCurrency: undefined, typedValue: '3' }))
    expect(seen.at(-1)).toBe('- 3')
    act(() => useSwapFormStore.getState().typeInput('INPUT', '4'))
    rerender(query({ outputCurrency: undefined, typedValue: '3' }), 5)
    expect(seen.at(-1)).toBe('- 3')
  })
})
