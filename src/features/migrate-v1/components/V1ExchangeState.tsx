import { Trans } from '@lingui/react/macro'
import type { ExchangePosition } from '../hooks/useExchangePosition'
import { V1Notice } from './V1Frame'

/** Why a V1 page has no position to show: not an exchange, still loading, or no liquidity there. */
export function V1ExchangeState({ found }: { found: Pick<ExchangePosition, 'notExchange' | 'loading'> }) {
  if (found.notExchange)
    return (
      <V1Notice>
        <Trans>This address is not a V1 exchange.</Trans>
      </V1Notice>
    )
  if (found.loading)
    return (
      <V1Notice>
        <Trans>Loading</Trans>
      </V1Notice>
    )
  return (
    <V1Notice>
      <Trans>No V1 liquidity in this pool.</Trans>
    </V1Notice>
  )
}
