import { createFileRoute } from '@tanstack/react-router'
import { RewardPoolScreen } from '@/features/rewards'

export const Route = createFileRoute('/uni/$currencyIdA/$currencyIdB')({ component: RewardPoolRoute })

function RewardPoolRoute() {
  const { currencyIdA, currencyIdB } = Route.useParams()
  return <RewardPoolScreen currencyIdA={currencyIdA} currencyIdB={currencyIdB} />
}
