import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '@/components/ui'

export const Route = createFileRoute('/find')({ component: () => <PagePlaceholder title={<Trans>Import Pool</Trans>} /> })
