import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type Address, isAddress, isAddressEqual } from 'viem'
import { ErrorText, TextField } from '@/components/ui'
import { SendButton } from '@/entities/transaction'
import type { ClaimStatus } from '@/entities/claim'
import { AddressProblemAlert, type RecipientLookup } from '@/entities/name'
import { type AppError, toUserMessage } from '@/lib/errors'

interface AddressClaimEntryProps {
  typed: string
  onTyped(value: string): void
  lookup: RecipientLookup
  /** The resolved address's claim status (meaningless until it resolves). */
  status: ClaimStatus
  /** The claimable amount, formatted, once there is one. */
  amount: string | undefined
  error: AppError | undefined
  onClaim(): void
}

/**
 * Why the typed recipient cannot claim, in words: why the address is refused, or (spec 5) 'Address has no available
 * claim' and the reason.
 */
function NoClaim({ lookup, status, problemId }: { lookup: RecipientLookup; status: ClaimStatus; problemId: string }) {
  if (lookup.problem) return <AddressProblemAlert problem={lookup.problem} id={problemId} />
  if (lookup.input === '' || !lookup.address) return null
  if (status !== 'none' && status !== 'claimed') return null
  return (
    <ErrorText as="div" role="alert" className="text-sm">
      <p className="font-medium">{toUserMessage({ code: 'NO_CLAIM' })}</p>
      <p>
        {status === 'claimed' ? (
          <Trans>Its airdrop has already been claimed.</Trans>
        ) : (
          <Trans>It is not in the airdrop.</Trans>
        )}
      </p>
    </ErrorText>
  )
}

/** Address claim, entry state (spec 2): the recipient (address or name), why it has no claim, or its amount and a warning. */
export function AddressClaimEntry({ typed, onTyped, lookup, status, amount, error, onClaim }: AddressClaimEntryProps) {
  const { t } = useLingui()
  const problemId = useId()
  const recipient: Address | undefined = lookup.address ?? undefined
  // A name shows the address it resolves to; an address typed stands for itself.
  const showResolved = recipient
    ? !(isAddress(lookup.input, { strict: false }) && isAddressEqual(recipient, lookup.input))
    : false
  const available = status === 'available' && recipient !== undefined
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Enter an address to trigger a UCASH claim. If the address has any claimable UCASH it will be sent to them on
          submission.
        </Trans>
      </p>
      <TextField
        label={<Trans>Recipient</Trans>}
        value={typed}
        onValueChange={(value) => onTyped(value.replace(/\s+/g, ''))}
        placeholder={t`Wallet Address or ENS name`}
        aria-invalid={lookup.problem !== undefined}
        aria-describedby={lookup.problem ? problemId : undefined}
      />
      {showResolved ? (
        <p className="break-all text-xs text-slate-500" data-testid="recipient-address">
          {recipient}
        </p>
      ) : null}
      <NoClaim lookup={lookup} status={status} problemId={problemId} />
      {available ? (
        <>
          <p className="text-2xl font-bold" data-testid="claim-amount">
            <Trans>{amount} UCASH</Trans>
          </p>
          <p
            role="note"
            className="flex gap-2 rounded-xl bg-amber-100 p-2 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
          >
            <span aria-hidden>⚠</span>
            <span>
              <Trans>
                The tokens go to <code className="break-all">{recipient}</code>, not to your wallet. Claim only for an
                address whose owner can use them: an exchange deposit address or a contract may not be able to.
              </Trans>
            </span>
          </p>
        </>
      ) : null}
      {error ? (
        <ErrorText role="alert" className="text-sm">
          {toUserMessage(error)}
        </ErrorText>
      ) : null}
      <SendButton size="lg" fullWidth disabled={!available} onClick={onClaim}>
        <Trans>Claim UCASH</Trans>
      </SendButton>
    </div>
  )
}
