import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui'
import { type Approval, ApprovalNote } from '@/entities/allowance'
import { displaySymbol } from '@/entities/token'
import { SendGate, writeIntent } from '@/entities/transaction'
import type { SwapInputError } from '../model/swapInputError'

export interface SwapButtonsProps {
  blocked: boolean
  /** The chain the swap reads and sends on. */
  chainId: number | undefined
  /** Wrap/Unwrap: its balance error, whether the wallet is open for it, and the send while there is one to make. */
  wrap: { kind: 'wrap' | 'unwrap'; error: string | undefined; busy: boolean; execute?: () => void } | undefined
  inputError: SwapInputError | undefined
  noRoute: boolean
  singleHopOnly: boolean
  severity: 0 | 1 | 2 | 3 | 4
  expert: boolean
  approval: (Approval & { submitted: boolean; symbol: string; onApprove(): void }) | undefined
  callbackError: string | undefined
  /** The wallet is open for the swap (expert mode sends from 'Exchange' directly). */
  sending: boolean
  onExchange(): void
}

/** The text of an input error (spec 5). */
function InputErrorText({ error }: { error: SwapInputError }) {
  switch (error.kind) {
    case 'connectWallet':
      return <Trans>Connect Wallet</Trans>
    case 'enterAmount':
      return <Trans>Enter an amount</Trans>
    case 'selectToken':
      return <Trans>Select a token</Trans>
    case 'enterRecipient':
      return <Trans>Enter a recipient</Trans>
    case 'invalidRecipient':
      return <Trans>Invalid recipient</Trans>
    case 'insufficientBalance': {
      const symbol = displaySymbol(error.symbol)
      return <Trans>Insufficient {symbol} balance</Trans>
    }
  }
}

/**
 * The swap's main button(s) in the spec's order (section 2): Unsupported Asset, Connect Wallet, stale chain data,
 * Wrap/Unwrap, the input error, no liquidity, the approval step beside Exchange, then Exchange / Anyway / Too High.
 */
export function SwapButtons(props: SwapButtonsProps) {
  if (props.blocked)
    return (
      <Button size="lg" fullWidth disabled>
        <Trans>Unsupported Asset</Trans>
      </Button>
    )
  return (
    <SendGate chainId={props.chainId}>
      <SwapActions {...props} />
    </SendGate>
  )
}

/** The buttons once a swap can be sent: Wrap/Unwrap, the input error, no route, the approval step, Exchange. */
function SwapActions(props: SwapButtonsProps) {
  const { t } = useLingui()
  const { wrap, inputError, noRoute, singleHopOnly, severity, expert, approval, callbackError, sending, onExchange } =
    props
  const tooHigh = severity > 3 && !expert
  const exchangeText: ReactNode = severity > 2 ? <Trans>Exchange Anyway</Trans> : <Trans>Exchange</Trans>
  const exchangeVariant = severity > 2 ? 'danger' : 'primary'

  if (wrap) {
    return (
      <Button {...writeIntent} size="lg" fullWidth busy={wrap.busy} disabled={!wrap.execute} onClick={wrap.execute}>
        {wrap.error ?? (wrap.kind === 'wrap' ? <Trans>Wrap</Trans> : <Trans>Unwrap</Trans>)}
      </Button>
    )
  }
  if (inputError?.kind !== 'enterAmount' && inputError?.kind !== 'selectToken' && noRoute) {
    return (
      <div role="status" className="rounded-2xl bg-slate-100 py-4 text-center dark:bg-slate-800">
        <p className="font-semibold">
          <Trans>Insufficient liquidity for this trade.</Trans>
        </p>
        {singleHopOnly ? (
          <p className="text-sm text-slate-500">
            <Trans>Try enabling multi-hop trades.</Trans>
          </p>
        ) : null}
      </div>
    )
  }
  if (inputError)
    return (
      <Button size="lg" fullWidth disabled>
        <InputErrorText error={inputError} />
      </Button>
    )
  const showApprove =
    approval &&
    (approval.state === 'NOT_APPROVED' ||
      approval.state === 'PENDING' ||
      (approval.submitted && approval.state === 'APPROVED')) &&
    !tooHigh
  if (approval && showApprove) {
    const { symbol } = approval
    return (
      <div className="flex flex-col gap-2">
        <div className="flex gap-2">
          <Button
            {...writeIntent}
            size="lg"
            className="flex-1"
            busy={approval.requesting || approval.state === 'PENDING'}
            disabled={approval.state !== 'NOT_APPROVED' || approval.submitted}
            onClick={approval.onApprove}
          >
            {approval.state === 'PENDING' ? (
              <Trans>Approving</Trans>
            ) : approval.submitted && approval.state === 'APPROVED' ? (
              <Trans>Approved</Trans>
            ) : (
              <Trans>Approve {symbol}</Trans>
            )}
          </Button>
          <Button
            {...writeIntent}
            size="lg"
            variant={exchangeVariant}
            className="flex-1"
            busy={sending}
            disabled={approval.state !== 'APPROVED' || Boolean(callbackError)}
            onClick={onExchange}
          >
            {severity > 3 && !expert ? <Trans>Price Impact High</Trans> : exchangeText}
          </Button>
        </div>
        <ol aria-label={t`Steps`} className="flex items-center justify-center gap-2 text-sm">
          <li className={approval.state === 'APPROVED' ? 'text-brand' : ''}>①</li>
          <li aria-hidden>—</li>
          <li>②</li>
        </ol>
        <ApprovalNote approval={approval} />
      </div>
    )
  }
  return (
    <Button
      {...writeIntent}
      size="lg"
      fullWidth
      variant={exchangeVariant}
      busy={sending}
      disabled={tooHigh || Boolean(callbackError)}
      onClick={onExchange}
    >
      {tooHigh ? <Trans>Price Impact Too High</Trans> : exchangeText}
    </Button>
  )
}
