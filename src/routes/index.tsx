import { createFileRoute } from '@tanstack/react-router'
import { SettingsMenu } from '@/features/settings'
import { SwapScreen, loadSwapLink } from '@/features/swap'
import { parseSwapQuery, swapSearchSchema } from '@/lib/url'

export const Route = createFileRoute('/')({
  validateSearch: swapSearchSchema,
  // A swap link opens with its first block's reads on their way, and one with an amount renders with its quote. The
  // loader comes with the screen's chunk, which has the engine's loader.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ query: parseSwapQuery(search) }),
  // Only as the page opens: a later change of the link's search is the form's, and waits for nothing.
  loader: ({ context, deps, cause }) =>
    cause === 'enter' ? loadSwapLink(context.queryClient, context.config, deps.query) : undefined,
  component: SwapRoute,
})

function SwapRoute() {
  return <SwapScreen query={parseSwapQuery(Route.useSearch())} settings={<SettingsMenu />} />
}
