import { Trans } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Button } from '@/components/ui'

interface ImportConfirmationProps {
  /** The warning's heading ('Trade at your own risk!', 'Import at your own risk'). */
  title: ReactNode
  /** The warning's paragraphs. */
  children: ReactNode
  /** The import button's accessible name. */
  buttonLabel: string
  busy?: boolean
  /** Shown above the button (a failed import). */
  error?: ReactNode
  onImport(): void
}

/** The risk warning of the import views, and Import, enabled only after 'I understand' is ticked (spec 5). */
export function ImportConfirmation({
  title,
  children,
  buttonLabel,
  busy = false,
  error,
  onImport,
}: ImportConfirmationProps) {
  const [understood, setUnderstood] = useState(false)
  return (
    <>
      <div
        className="flex flex-col gap-1 rounded-2xl border border-red-300 p-4 text-sm text-red-800 dark:border-red-800 dark:text-red-200"
        role="note"
      >
        <p className="font-semibold">{title}</p>
        {children}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
        <Trans>I understand</Trans>
      </label>
      {error}
      <Button fullWidth disabled={!understood || busy} onClick={onImport} aria-label={buttonLabel}>
        {busy ? <Trans>Loading...</Trans> : <Trans>Import</Trans>}
      </Button>
    </>
  )
}
