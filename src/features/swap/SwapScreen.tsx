import { Trans } from '@lingui/react/macro'
import { PagePlaceholder } from '@/components/ui'
import type { SwapQuery } from '@/lib/url'

/** The swap screen (the swap issue builds it); for now it shows what it understood from the URL. */
export function SwapScreen({ query }: { query: SwapQuery }) {
  return (
    <PagePlaceholder title={<Trans>Swap</Trans>}>
      <span data-testid="swap-query">{JSON.stringify(query)}</span>
    </PagePlaceholder>
  )
}
