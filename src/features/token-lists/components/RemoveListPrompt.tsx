import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '@/components/ui'

/** Spec 5: removing a list needs typing REMOVE. */
export function RemoveListPrompt({ onRemove, onCancel }: { onRemove(): void; onCancel(): void }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  return (
    <div className="flex flex-col gap-2">
      <label className="text-sm">
        <Trans>Please confirm you would like to remove this list by typing REMOVE</Trans>
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t`Type REMOVE to confirm`}
          className="mt-1 w-full rounded-xl border border-slate-300 bg-transparent px-3 py-2 dark:border-slate-700"
        />
      </label>
      <div className="flex gap-2">
        <Button variant="danger" size="sm" disabled={text !== 'REMOVE'} onClick={onRemove}>
          <Trans>Remove list</Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </div>
  )
}
