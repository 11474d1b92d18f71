import { Trans } from '@lingui/react/macro'
import type { Hash } from 'viem'
import { Button } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { WriteDialog, type WriteStatus } from '@/entities/transaction'
import { displaySymbol } from '@/entities/token'
import type { DerivedBurnInfo } from '../hooks/useDerivedBurnInfo'
import { formatDecimal } from '@/lib/format/moreFormats'

interface RemoveConfirmDialogProps {
  /** The write its WriteDialog renders. */
  state: { status: WriteStatus; hash: Hash | undefined }
  info: DerivedBurnInfo
  chainId: number | undefined
  slippagePercent: string
  onConfirm(): void
  onDismiss(): void
}

/** The removal confirmation (spec 2): 'You will receive', the pool tokens burned, the prices, then the wallet. Shown while 'confirmRemove' is the open modal. */
export function RemoveConfirmDialog({
  state,
  info,
  chainId,
  slippagePercent,
  onConfirm,
  onDismiss,
}: RemoveConfirmDialogProps) {
  const open = useModalStore((store) => store.openModal === 'confirmRemove')
  if (!open) return null
  const [symbolA, symbolB] = [displaySymbol(info.currencies.A?.symbol), displaySymbol(info.currencies.B?.symbol)]
  const [a, b] = [
    info.amountA ? formatDecimal(info.amountA.toSignificant(6)) : '',
    info.amountB ? formatDecimal(info.amountB.toSignificant(6)) : '',
  ]
  const burned = info.liquidity ? formatDecimal(info.liquidity.toSignificant(6)) : ''
  const priceA = info.pair && info.sdk.A ? formatDecimal(info.pair.priceOf(info.sdk.A.wrapped).toSignificant(6)) : '-'
  const priceB = info.pair && info.sdk.B ? formatDecimal(info.pair.priceOf(info.sdk.B.wrapped).toSignificant(6)) : '-'
  const form = (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-xl font-semibold" data-testid="receive-a">
        {a} {symbolA}
      </p>
      <p aria-hidden>+</p>
      <p className="text-xl font-semibold" data-testid="receive-b">
        {b} {symbolB}
      </p>
      <p className="text-slate-500">
        <Trans>
          Output is estimated. If the price changes by more than {slippagePercent}% your transaction will revert.
        </Trans>
      </p>
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between">
          <dt>
            <Trans>
              UNI {symbolA}/{symbolB} Burned
            </Trans>
          </dt>
          <dd>{burned}</dd>
        </div>
        <div className="flex justify-between">
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>
            1 {symbolA} = {priceA} {symbolB}
            <br />1 {symbolB} = {priceB} {symbolA}
          </dd>
        </div>
      </dl>
      <Button size="lg" fullWidth onClick={onConfirm}>
        <Trans>Confirm</Trans>
      </Button>
    </div>
  )
  return (
    <WriteDialog
      title={<Trans>You will receive</Trans>}
      chainId={chainId}
      write={state}
      failure="form"
      onClose={onDismiss}
      pendingText={
        <Trans>
          Removing {a} {symbolA} and {b} {symbolB}
        </Trans>
      }
    >
      {form}
    </WriteDialog>
  )
}
