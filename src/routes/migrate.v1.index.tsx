import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '@/components/ui'

export const Route = createFileRoute('/migrate/v1/')({ component: () => <PagePlaceholder title={<Trans>Migrate V1 Liquidity</Trans>} /> })
