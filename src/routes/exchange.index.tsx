import { createFileRoute } from '@tanstack/react-router'
import { SettingsMenu } from '@/features/settings'
import { SwapScreen } from '@/features/swap'
import { parseSwapQuery, swapSearchSchema } from '@/lib/url'

export const Route = createFileRoute('/exchange/')({ validateSearch: swapSearchSchema, component: ExchangeRoute })

function ExchangeRoute() {
  return <SwapScreen query={parseSwapQuery(Route.useSearch())} settings={<SettingsMenu />} />
}
