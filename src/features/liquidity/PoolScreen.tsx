import { Trans } from '@lingui/react/macro'
import { PagePlaceholder } from '@/components/ui'

/** 'Your liquidity' (/pool and /liquidity); the liquidity issue builds it. */
export function PoolScreen() {
  return <PagePlaceholder title={<Trans>Your liquidity</Trans>} />
}
