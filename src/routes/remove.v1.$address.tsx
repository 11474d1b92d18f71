import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '@/components/ui'
import { requireV1Address } from '@/lib/url'

export const Route = createFileRoute('/remove/v1/$address')({
  beforeLoad: ({ params }) => requireV1Address(params.address),
  component: RemoveV1Route,
})

function RemoveV1Route() {
  return <PagePlaceholder title={<Trans>Remove V1 Liquidity</Trans>}>{Route.useParams().address}</PagePlaceholder>
}
