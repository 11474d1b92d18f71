import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button } from '@/components/ui'

/** The word to type, kept out of the translated text so every language types the same word. */
const CONFIRM_WORD = 'confirm'

interface ExpertModeConfirmProps {
  onConfirm(): void
  onBack(): void
}

/** Spec section 5: expert mode is enabled only by typing 'confirm'. */
export function ExpertModeConfirm({ onConfirm, onBack }: ExpertModeConfirmProps) {
  const id = useId()
  const [text, setText] = useState('')
  const confirmed = text === CONFIRM_WORD
  const word = CONFIRM_WORD
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (confirmed) onConfirm()
      }}
    >
      <p className="text-sm">
        <Trans>
          Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad
          rates and lost funds.
        </Trans>
      </p>
      <p className="text-sm font-semibold text-red-600 dark:text-red-400">
        <Trans>ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.</Trans>
      </p>
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Type {word} to enable expert mode</Trans>
      </label>
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="rounded-2xl border border-slate-300 bg-transparent px-4 py-3 dark:border-slate-700"
      />
      <Button type="submit" variant="danger" disabled={!confirmed}>
        <Trans>Turn On Expert Mode</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <Trans>Back</Trans>
      </Button>
    </form>
  )
}
