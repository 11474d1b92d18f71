import { Trans } from '@lingui/react/macro'
import type { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { useState } from 'react'
import { displaySymbol } from '@/entities/token'
import type { DerivedMintInfo } from '../hooks/useDerivedMintInfo'
import type { LiquiditySend } from '../hooks/useLiquiditySend'
import { EstimatedOutputNote, LiquidityConfirmDialog } from './LiquidityConfirmDialog'
import { PoolPriceBar } from './PoolPriceBar'
import { formatDecimal } from '@/lib/format/moreFormats'

interface AddConfirmDialogProps {
  flow: LiquiditySend
  info: DerivedMintInfo
  chainId: number | undefined
  slippagePercent: string
}

/**
 * The supply confirmation (spec 2): 'You are creating a pool' or 'You will receive', then the wallet, then the hash.
 * Shown while the send's confirm modal ('confirmAdd') is open.
 */
export function AddConfirmDialog(props: AddConfirmDialogProps) {
  return props.flow.state.showConfirm ? <OpenAddConfirmDialog {...props} /> : null
}

function OpenAddConfirmDialog({ flow, info, chainId, slippagePercent }: AddConfirmDialogProps) {
  // Whether this supply creates the pool, as it was when the dialog opened (once sent, the pool exists).
  const [creating] = useState(info.noLiquidity)
  const { A: amountA, B: amountB } = info.amounts
  const [symbolA, symbolB] = [displaySymbol(info.sdk.A?.symbol), displaySymbol(info.sdk.B?.symbol)]
  const [a, b] = [
    amountA ? formatDecimal(amountA.toSignificant(6)) : '',
    amountB ? formatDecimal(amountB.toSignificant(6)) : '',
  ]
  const minted: CurrencyAmount<Token> | undefined = info.minted
  const mintedText = minted ? formatDecimal(minted.toSignificant(6)) : '-'
  return (
    <LiquidityConfirmDialog
      flow={flow}
      chainId={chainId}
      title={creating ? <Trans>You are creating a pool</Trans> : <Trans>You will receive</Trans>}
      pendingText={
        <Trans>
          Supplying {a} {symbolA} and {b} {symbolB}
        </Trans>
      }
      confirmLabel={creating ? <Trans>Create Pool & Supply</Trans> : <Trans>Confirm Supply</Trans>}
    >
      {creating ? (
        <p className="text-2xl font-semibold">
          {symbolA}/{symbolB}
        </p>
      ) : (
        <>
          <p className="text-2xl font-semibold" data-testid="liquidity-minted">
            {mintedText}
          </p>
          <p>
            <Trans>
              {symbolA}/{symbolB} Pool Tokens
            </Trans>
          </p>
          <EstimatedOutputNote slippagePercent={slippagePercent} />
        </>
      )}
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between">
          <dt>
            <Trans>{symbolA} Deposited</Trans>
          </dt>
          <dd>{a}</dd>
        </div>
        <div className="flex justify-between">
          <dt>
            <Trans>{symbolB} Deposited</Trans>
          </dt>
          <dd>{b}</dd>
        </div>
      </dl>
      <PoolPriceBar
        currencyA={info.currencies.A}
        currencyB={info.currencies.B}
        price={info.price}
        share={info.share}
        noLiquidity={creating}
      />
    </LiquidityConfirmDialog>
  )
}
