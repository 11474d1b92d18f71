import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'

/** After the receipt (status 1): 'Success', what happened, and the way to the V2 pool page. */
export function WriteSuccess({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col gap-3 text-center">
      <Button size="lg" fullWidth disabled>
        <Trans>Success</Trans>
      </Button>
      <p className="text-sm text-slate-500">{children}</p>
      <Link to="/pool" className="font-semibold text-brand hover:underline">
        <Trans>View your liquidity</Trans>
      </Link>
    </div>
  )
}
