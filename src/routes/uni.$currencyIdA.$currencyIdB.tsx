import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '@/components/ui'

export const Route = createFileRoute('/uni/$currencyIdA/$currencyIdB')({ component: RewardPoolRoute })

function RewardPoolRoute() {
  const { currencyIdA, currencyIdB } = Route.useParams()
  return <PagePlaceholder title={<Trans>Reward pool</Trans>}>{`${currencyIdA} / ${currencyIdB}`}</PagePlaceholder>
}
