import { Trans } from '@lingui/react/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { PagePlaceholder } from '@/components/ui'
import { isAddress40Hex } from '@/lib/url'

export const Route = createFileRoute('/migrate/v1/$address')({
  beforeLoad: ({ params }) => {
    if (!isAddress40Hex(params.address)) {
      console.warn('Invalid address in path', params.address)
      throw redirect({ to: '/migrate/v1', replace: true })
    }
  },
  component: MigrateV1Route,
})

function MigrateV1Route() {
  return <PagePlaceholder title={<Trans>Migrate V1 Liquidity</Trans>}>{Route.useParams().address}</PagePlaceholder>
}
