import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { isAddress, isAddressEqual } from 'viem'
import { Button, Card } from '@/components/ui'
import { AddressProblemAlert, type RecipientLookup } from '@/entities/name'

interface RecipientFieldProps {
  recipient: string | null
  lookup: RecipientLookup
  /** Expert mode offers '+ Add a send (optional)'; a recipient that is set (from the URL too) shows in any mode. */
  canAdd: boolean
  onChange(recipient: string | null): void
}

/**
 * The send (spec 2): expert mode's '+ Add a send (optional)' / '- Remove send'. A set recipient always shows (a link
 * can set one outside expert mode), warning where the output goes or why the recipient is refused.
 */
export function RecipientField({ recipient, lookup, canAdd, onChange }: RecipientFieldProps) {
  const { t } = useLingui()
  const problemId = useId()
  if (recipient === null) {
    return canAdd ? (
      <Button variant="link" className="mt-2" onClick={() => onChange('')}>
        <Trans>+ Add a send (optional)</Trans>
      </Button>
    ) : null
  }
  const { address, input, problem } = lookup
  // A name shows the address it resolves to; an address typed stands for itself.
  const showResolved = address ? !(isAddress(input, { strict: false }) && isAddressEqual(address, input)) : false
  return (
    <Card padding={3} className="mt-2 flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <label htmlFor="swap-recipient">
          <Trans>Recipient</Trans>
        </label>
        <Button variant="link" onClick={() => onChange(null)}>
          <Trans>- Remove send</Trans>
        </Button>
      </div>
      <input
        id="swap-recipient"
        value={recipient}
        onChange={(event) => onChange(event.target.value.replace(/\s+/g, ''))}
        placeholder={t`Wallet Address or ENS name`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? problemId : undefined}
        className="bg-transparent text-base"
      />
      {showResolved ? (
        <p className="text-xs text-slate-500" data-testid="recipient-address">
          {lookup.address}
        </p>
      ) : null}
      {problem ? <AddressProblemAlert problem={problem} id={problemId} /> : null}
      {address ? (
        <p
          role="note"
          className="flex gap-2 rounded-xl bg-amber-100 p-2 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
        >
          <span aria-hidden>⚠</span>
          <span>
            <Trans>Output will be sent to</Trans> <code className="break-all">{address}</code>
          </span>
        </p>
      ) : null}
    </Card>
  )
}
