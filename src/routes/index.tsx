import { createFileRoute } from '@tanstack/react-router'
import { SettingsMenu } from '@/features/settings'
import { SwapScreen, swapEngineReady } from '@/features/swap'
import { parseSwapQuery, swapSearchSchema } from '@/lib/url'

/** The longest a swap link with an amount holds its first render for the swap engine. */
const ENGINE_WAIT_MS = 1_000

export const Route = createFileRoute('/')({
  validateSearch: swapSearchSchema,
  // A swap link with an amount is there for its quote: its first render waits (bounded) for the swap engine, so it has
  // the quote without a second render of the whole screen. The loader comes with the screen's chunk, which has the
  // engine's loader.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ amount: parseSwapQuery(search).typedValue }),
  loader: ({ deps }) => (deps.amount ? swapEngineReady(ENGINE_WAIT_MS) : undefined),
  component: SwapRoute,
})

function SwapRoute() {
  return <SwapScreen query={parseSwapQuery(Route.useSearch())} settings={<SettingsMenu />} />
}
