import { createFileRoute } from '@tanstack/react-router'
import { RemoveScreen } from '@/features/liquidity'
import { SettingsMenu } from '@/features/settings'

export const Route = createFileRoute('/remove/$currencyIdA/$currencyIdB')({ component: RemoveRoute })

function RemoveRoute() {
  const { currencyIdA, currencyIdB } = Route.useParams()
  return <RemoveScreen currencyIdA={currencyIdA} currencyIdB={currencyIdB} settings={<SettingsMenu />} />
}
