import { Trans, useLingui } from '@lingui/react/macro'
import { shortenAddress } from '@/lib/format'
import type { RecipientLookup } from '../hooks/useRecipient'

interface RecipientFieldProps {
  recipient: string | null
  lookup: RecipientLookup
  onChange(recipient: string | null): void
}

/**
 * Expert mode's send (spec 2): '+ Add a send (optional)' opens an address or name field, '- Remove send' clears
 * it. Whitespace is dropped as typed; the address a name resolves to is shown before anything is sent.
 */
export function RecipientField({ recipient, lookup, onChange }: RecipientFieldProps) {
  const { t } = useLingui()
  if (recipient === null) {
    return (
      <button type="button" onClick={() => onChange('')} className="mt-2 text-sm font-medium text-brand">
        <Trans>+ Add a send (optional)</Trans>
      </button>
    )
  }
  const resolvedName = lookup.address && lookup.address.toLowerCase() !== lookup.input.toLowerCase() ? shortenAddress(lookup.address) : undefined
  return (
    <div className="mt-2 flex flex-col gap-1 rounded-2xl border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex justify-between text-sm">
        <label htmlFor="swap-recipient">
          <Trans>Recipient</Trans>
        </label>
        <button type="button" onClick={() => onChange(null)} className="font-medium text-brand">
          <Trans>- Remove send</Trans>
        </button>
      </div>
      <input
        id="swap-recipient"
        value={recipient}
        onChange={(event) => onChange(event.target.value.replace(/\s+/g, ''))}
        placeholder={t`Wallet Address or ENS name`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={lookup.address === null && lookup.input !== ''}
        className="bg-transparent text-base outline-none"
      />
      {resolvedName ? (
        <p className="text-xs text-slate-500" data-testid="recipient-address">
          {lookup.address}
        </p>
      ) : null}
    </div>
  )
}
