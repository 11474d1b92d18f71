import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import type { Approval } from '@/entities/allowance'

/** 'Approve {symbol}' / 'Approving {symbol}' for one token of a liquidity form; hidden once approved. */
export function ApproveButton({ approval, symbol }: { approval: Approval; symbol: string }) {
  if (approval.state !== 'NOT_APPROVED' && approval.state !== 'PENDING') return null
  const pending = approval.state === 'PENDING' || approval.requesting
  return (
    <Button variant="secondary" className="flex-1" busy={pending} onClick={() => void approval.approve()}>
      {pending ? <Trans>Approving {symbol}</Trans> : <Trans>Approve {symbol}</Trans>}
    </Button>
  )
}
