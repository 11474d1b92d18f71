import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

interface PriceImpactConfirmProps {
  /** 'confirm': at least 3%, confirm or cancel; 'typed': at least 5%, type 'confirm' (spec 5). */
  kind: 'confirm' | 'typed'
  onConfirm(): void
  onCancel(): void
}

/** The price-impact check before a non-expert swap is sent (spec 5), inside the confirm dialog (one modal at a time). */
export function PriceImpactConfirm({ kind, onConfirm, onCancel }: PriceImpactConfirmProps) {
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  const percent = kind === 'typed' ? 5 : 3
  return (
    <div role="alertdialog" aria-label={t`Price impact`} className="flex flex-col gap-3">
      <p className="font-medium text-red-700 dark:text-red-300">
        <Trans>This exchange has a price impact of at least {percent}%. Please confirm that you would like to continue with this exchange.</Trans>
      </p>
      {kind === 'typed' ? (
        <label className="flex flex-col gap-1 text-sm">
          <Trans>Please type the word "confirm" to continue with this exchange.</Trans>
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-label={t`Type confirm to continue`}
            autoComplete="off"
            className="rounded-xl border border-slate-300 bg-transparent px-3 py-2 dark:border-slate-700"
          />
        </label>
      ) : null}
      <div className="flex gap-2">
        <button type="button" onClick={onCancel} className="flex-1 rounded-2xl bg-slate-200 py-3 font-semibold dark:bg-slate-700">
          <Trans>Cancel</Trans>
        </button>
        <button
          type="button"
          disabled={kind === 'typed' && typed !== 'confirm'}
          onClick={onConfirm}
          className="flex-1 rounded-2xl bg-red-600 py-3 font-semibold text-white disabled:opacity-40"
        >
          <Trans>Confirm</Trans>
        </button>
      </div>
    </div>
  )
}
