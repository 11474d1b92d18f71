import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { WriteDialog } from '@/entities/transaction'
import type { LiquiditySend } from '../hooks/useLiquiditySend'

interface LiquidityConfirmDialogProps {
  /** The send whose write the dialog renders and whose confirm and dismiss it calls. */
  flow: LiquiditySend
  chainId: number | undefined
  title: ReactNode
  /** What the wallet is asked to do, while it is asked. */
  pendingText: ReactNode
  confirmLabel: ReactNode
  /** The summary above the confirm button. */
  children: ReactNode
}

/**
 * The frame both liquidity confirmations share (spec 2), so supply and removal behave alike: a failure before the
 * hash returns to the summary (spec 8 keeps a rejection silent), and closing is the send's dismissal.
 */
export function LiquidityConfirmDialog(props: LiquidityConfirmDialogProps) {
  const { flow, chainId, title, pendingText, confirmLabel, children } = props
  return (
    <WriteDialog
      title={title}
      chainId={chainId}
      write={flow.state}
      failure="form"
      onClose={flow.dismiss}
      pendingText={pendingText}
    >
      <div className="flex flex-col gap-3 text-sm">
        {children}
        <Button size="lg" fullWidth onClick={flow.confirm}>
          {confirmLabel}
        </Button>
      </div>
    </WriteDialog>
  )
}

/** The slippage warning under an estimated output, worded the same for a supply and a removal. */
export function EstimatedOutputNote({ slippagePercent }: { slippagePercent: string }) {
  return (
    <p className="text-slate-500">
      <Trans>
        Output is estimated. If the price changes by more than {slippagePercent}% your transaction will revert.
      </Trans>
    </p>
  )
}
