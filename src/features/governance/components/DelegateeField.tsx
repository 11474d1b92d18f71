import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type Address, isAddress, isAddressEqual } from 'viem'
import { TextField } from '@/components/ui'
import { AddressProblemAlert, type RecipientLookup } from '@/entities/name'

/**
 * The delegatee a lookup stands for, once usable: useRecipient refuses the zero address (which would throw the votes
 * away), the app's contracts and blocked addresses.
 */
export function delegateeOf(lookup: RecipientLookup): Address | undefined {
  return lookup.address ?? undefined
}

interface DelegateeFieldProps {
  typed: string
  onTyped(value: string): void
  lookup: RecipientLookup
}

/**
 * 'Add Delegate +' (spec 2): an address or a name, resolved 200 ms after typing stops and checked as every typed
 * address is; a name shows its address, a refused one says why.
 */
export function DelegateeField({ typed, onTyped, lookup }: DelegateeFieldProps) {
  const { t } = useLingui()
  const problemId = useId()
  const delegatee = delegateeOf(lookup)
  const { problem } = lookup
  const showResolved =
    delegatee !== undefined && !(isAddress(lookup.input, { strict: false }) && isAddressEqual(delegatee, lookup.input))
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={<Trans>Delegate address or name</Trans>}
        value={typed}
        onValueChange={(value) => onTyped(value.replace(/\s+/g, ''))}
        placeholder={t`Wallet Address or ENS name`}
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      {showResolved ? (
        <p className="break-all text-xs text-slate-500" data-testid="delegatee-address">
          {delegatee}
        </p>
      ) : null}
      {lookup.input !== '' && lookup.address === undefined ? (
        <p role="status" className="text-xs text-slate-500">
          <Trans>Looking up…</Trans>
        </p>
      ) : null}
      {problem ? <AddressProblemAlert problem={problem} id={problemId} /> : null}
    </div>
  )
}
