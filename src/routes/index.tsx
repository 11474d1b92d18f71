import { createFileRoute } from '@tanstack/react-router'
import { SettingsMenu } from '@/features/settings'
import { SwapScreen } from '@/features/swap'
import { parseSwapQuery, swapSearchSchema } from '@/lib/url'

export const Route = createFileRoute('/')({ validateSearch: swapSearchSchema, component: SwapRoute })

function SwapRoute() {
  return <SwapScreen query={parseSwapQuery(Route.useSearch())} settings={<SettingsMenu />} />
}
