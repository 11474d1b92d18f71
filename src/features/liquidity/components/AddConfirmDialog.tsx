import { Trans } from '@lingui/react/macro'
import type { Hash } from 'viem'
import type { CurrencyAmount, Token } from '@uniswap/sdk-core'
import { useState } from 'react'
import { Button } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { WriteDialog, type WriteStatus } from '@/entities/transaction'
import { displaySymbol } from '@/entities/token'
import type { DerivedMintInfo } from '../hooks/useDerivedMintInfo'
import { PoolPriceBar } from './PoolPriceBar'
import { formatDecimal } from '@/lib/format/moreFormats'

interface AddConfirmDialogProps {
  /** The write its WriteDialog renders. */
  state: { status: WriteStatus; hash: Hash | undefined }
  info: DerivedMintInfo
  chainId: number | undefined
  slippagePercent: string
  onConfirm(): void
  onDismiss(): void
}

/**
 * The supply confirmation (spec 2): 'You are creating a pool' or 'You will receive', then the wallet, then the hash.
 * Shown while 'confirmAdd' is the open modal.
 */
export function AddConfirmDialog(props: AddConfirmDialogProps) {
  const open = useModalStore((store) => store.openModal === 'confirmAdd')
  return open ? <OpenAddConfirmDialog {...props} /> : null
}

function OpenAddConfirmDialog({ state, info, chainId, slippagePercent, onConfirm, onDismiss }: AddConfirmDialogProps) {
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
  const form = (
    <div className="flex flex-col gap-3 text-sm">
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
          <p className="text-slate-500">
            <Trans>
              Output is estimated. If the price changes by more than {slippagePercent}% your transaction will revert.
            </Trans>
          </p>
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
      <Button size="lg" fullWidth onClick={onConfirm}>
        {creating ? <Trans>Create Pool & Supply</Trans> : <Trans>Confirm Supply</Trans>}
      </Button>
    </div>
  )
  return (
    <WriteDialog
      title={creating ? <Trans>You are creating a pool</Trans> : <Trans>You will receive</Trans>}
      chainId={chainId}
      write={state}
      failure="form"
      onClose={onDismiss}
      pendingText={
        <Trans>
          Supplying {a} {symbolA} and {b} {symbolB}
        </Trans>
      }
    >
      {form}
    </WriteDialog>
  )
}
