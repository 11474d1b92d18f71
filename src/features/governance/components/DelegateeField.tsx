import { Trans, useLingui } from '@lingui/react/macro'
import { type Address, isAddress, isAddressEqual, zeroAddress } from 'viem'
import { TextField } from '@/components/ui'
import type { RecipientLookup } from '@/entities/name'
import { toUserMessage } from '@/lib/errors'

/** The delegatee a lookup stands for: an address other than the zero address (which would throw the votes away). */
export function delegateeOf(lookup: RecipientLookup): Address | undefined {
  const address = lookup.address ?? undefined
  return address && !isAddressEqual(address, zeroAddress) ? address : undefined
}

interface DelegateeFieldProps {
  typed: string
  onTyped(value: string): void
  lookup: RecipientLookup
}

/** Why the typed delegatee is not usable, once it has settled: not an address, or a name that resolves to nothing. */
function LookupProblem({ lookup }: { lookup: RecipientLookup }) {
  const { t } = useLingui()
  if (lookup.input === '' || lookup.address === undefined || delegateeOf(lookup)) return null
  const input = lookup.input
  const addressLike = /^0x[0-9a-f]*$/i.test(input)
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-300">
      {addressLike ? toUserMessage({ code: 'INVALID_ADDRESS' }) : t`No address found for ${input}`}
    </p>
  )
}

/** 'Add Delegate +' (spec 2): an address or a name, resolved 200 ms after typing stops; a name shows its address. */
export function DelegateeField({ typed, onTyped, lookup }: DelegateeFieldProps) {
  const { t } = useLingui()
  const delegatee = delegateeOf(lookup)
  const showResolved = delegatee !== undefined && !(isAddress(lookup.input, { strict: false }) && isAddressEqual(delegatee, lookup.input))
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={<Trans>Delegate address or name</Trans>}
        value={typed}
        onValueChange={(value) => onTyped(value.replace(/\s+/g, ''))}
        placeholder={t`Wallet Address or ENS name`}
        aria-invalid={lookup.input !== '' && lookup.address !== undefined && delegatee === undefined}
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
      <LookupProblem lookup={lookup} />
    </div>
  )
}
