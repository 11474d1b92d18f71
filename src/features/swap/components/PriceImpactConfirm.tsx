import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, ErrorText } from '@/components/ui'

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
      <ErrorText className="font-medium">
        <Trans>
          This exchange has a price impact of at least {percent}%. Please confirm that you would like to continue with
          this exchange.
        </Trans>
      </ErrorText>
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
        <Button variant="ghost" className="flex-1" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="danger"
          className="flex-1"
          disabled={kind === 'typed' && typed !== 'confirm'}
          onClick={onConfirm}
        >
          <Trans>Confirm</Trans>
        </Button>
      </div>
    </div>
  )
}
