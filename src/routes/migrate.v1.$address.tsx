import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '@/components/ui'
import { requireV1Address } from '@/lib/url'

export const Route = createFileRoute('/migrate/v1/$address')({
  beforeLoad: ({ params }) => requireV1Address(params.address),
  component: MigrateV1Route,
})

function MigrateV1Route() {
  return <PagePlaceholder title={<Trans>Migrate V1 Liquidity</Trans>}>{Route.useParams().address}</PagePlaceholder>
}
