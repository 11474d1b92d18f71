import { createFileRoute } from '@tanstack/react-router'
import { getAddress } from 'viem'
import { MigrateV1Screen } from '@/features/migrate-v1'
import { requireV1Address } from '@/lib/url'

export const Route = createFileRoute('/migrate/v1/$address')({
  beforeLoad: ({ params }) => requireV1Address(params.address),
  component: MigrateV1Route,
})

function MigrateV1Route() {
  const { address } = Route.useParams()
  // The guard let only 0x + 40 hex through: checksummed here, and a new screen state per exchange.
  const exchange = getAddress(address.toLowerCase())
  return <MigrateV1Screen key={exchange} exchange={exchange} />
}
