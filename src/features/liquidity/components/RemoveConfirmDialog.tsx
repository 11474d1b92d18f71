import { Trans } from '@lingui/react/macro'
import { displaySymbol } from '@/entities/token'
import type { DerivedBurnInfo } from '../hooks/useDerivedBurnInfo'
import type { LiquiditySend } from '../hooks/useLiquiditySend'
import { EstimatedOutputNote, LiquidityConfirmDialog } from './LiquidityConfirmDialog'
import { formatDecimal } from '@/lib/format/moreFormats'

interface RemoveConfirmDialogProps {
  flow: LiquiditySend
  info: DerivedBurnInfo
  chainId: number | undefined
  slippagePercent: string
}

/**
 * The removal confirmation (spec 2): 'You will receive', the pool tokens burned, the prices, then the wallet. Shown
 * while the send's confirm modal ('confirmRemove') is open.
 */
export function RemoveConfirmDialog({ flow, info, chainId, slippagePercent }: RemoveConfirmDialogProps) {
  if (!flow.state.showConfirm) return null
  const [symbolA, symbolB] = [displaySymbol(info.currencies.A?.symbol), displaySymbol(info.currencies.B?.symbol)]
  const [a, b] = [
    info.amountA ? formatDecimal(info.amountA.toSignificant(6)) : '',
    info.amountB ? formatDecimal(info.amountB.toSignificant(6)) : '',
  ]
  const burned = info.liquidity ? formatDecimal(info.liquidity.toSignificant(6)) : ''
  const priceA = info.pair && info.sdk.A ? formatDecimal(info.pair.priceOf(info.sdk.A.wrapped).toSignificant(6)) : '-'
  const priceB = info.pair && info.sdk.B ? formatDecimal(info.pair.priceOf(info.sdk.B.wrapped).toSignificant(6)) : '-'
  return (
    <LiquidityConfirmDialog
      flow={flow}
      chainId={chainId}
      title={<Trans>You will receive</Trans>}
      pendingText={
        <Trans>
          Removing {a} {symbolA} and {b} {symbolB}
        </Trans>
      }
      confirmLabel={<Trans>Confirm</Trans>}
    >
      <p className="text-xl font-semibold" data-testid="receive-a">
        {a} {symbolA}
      </p>
      <p aria-hidden>+</p>
      <p className="text-xl font-semibold" data-testid="receive-b">
        {b} {symbolB}
      </p>
      <EstimatedOutputNote slippagePercent={slippagePercent} />
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
    </LiquidityConfirmDialog>
  )
}
