import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '@/components/ui'

export const Route = createFileRoute('/remove/$currencyIdA/$currencyIdB')({ component: RemoveRoute })

function RemoveRoute() {
  const { currencyIdA, currencyIdB } = Route.useParams()
  return <PagePlaceholder title={<Trans>Remove Liquidity</Trans>}>{`${currencyIdA} / ${currencyIdB}`}</PagePlaceholder>
}
