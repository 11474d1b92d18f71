import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { Approval } from '@/entities/allowance'

/** 'Approve {symbol}' / 'Approving {symbol}' for one token of a liquidity form; hidden once approved. */
export function ApproveButton({ approval, symbol }: { approval: Approval; symbol: string }) {
  const [requesting, setRequesting] = useState(false)
  if (approval.state !== 'NOT_APPROVED' && approval.state !== 'PENDING') return null
  const pending = approval.state === 'PENDING' || requesting
  return (
    <button
      type="button"
      disabled={pending}
      aria-busy={pending}
      onClick={() => {
        setRequesting(true)
        approval
          .approve()
          .catch((error: unknown) => console.debug('Failed to approve token', error))
          .finally(() => setRequesting(false))
      }}
      className="flex-1 rounded-2xl bg-brand/10 py-3 font-semibold text-brand disabled:opacity-60"
    >
      {pending ? <Trans>Approving {symbol}</Trans> : <Trans>Approve {symbol}</Trans>}
    </button>
  )
}
