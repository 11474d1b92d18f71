import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '@/components/ui'

export const Route = createFileRoute('/vote/')({ component: () => <PagePlaceholder title={<Trans>Participating Proposals</Trans>} /> })
