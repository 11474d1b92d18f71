import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { Button } from '@/components/ui'
import { SendButton } from '@/entities/transaction'
import type { RecipientLookup } from '@/entities/name'
import type { AppError } from '@/lib/errors'
import { ActionError } from './ActionError'
import { DelegateeField, delegateeOf } from './DelegateeField'

interface DelegateFormProps {
  /** The chain the delegation is for. */
  chainId: number | undefined
  /** The connected account; undefined when no wallet is connected (the action is then Connect Wallet). */
  account: Address | undefined
  /** 'Add Delegate +' was chosen: the delegatee field shows instead of 'Self Delegate'. */
  adding: boolean
  onAdding(adding: boolean): void
  typed: string
  onTyped(value: string): void
  lookup: RecipientLookup
  /** Nothing can be sent (no UNI contract, wrong network): the actions are disabled. */
  unavailable: boolean
  error: AppError | undefined
  onDelegate(delegatee: Address): void
}

/** The delegate modal's form (spec 2): why delegate, then 'Self Delegate', or a delegatee and 'Delegate Votes'. */
export function DelegateForm({
  chainId,
  account,
  adding,
  onAdding,
  typed,
  onTyped,
  lookup,
  unavailable,
  error,
  onDelegate,
}: DelegateFormProps) {
  const delegatee = delegateeOf(lookup)
  const action = adding ? (
    <SendButton
      size="lg"
      fullWidth
      chainId={chainId}
      disabled={unavailable || !delegatee}
      onClick={() => (delegatee ? onDelegate(delegatee) : undefined)}
    >
      <Trans>Delegate Votes</Trans>
    </SendButton>
  ) : (
    <SendButton
      size="lg"
      fullWidth
      chainId={chainId}
      disabled={unavailable}
      onClick={() => (account ? onDelegate(account) : undefined)}
    >
      <Trans>Self Delegate</Trans>
    </SendButton>
  )
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>UCASH tokens represent voting shares in UCASH governance.</Trans>
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          You can either vote on each proposal yourself or delegate your votes to a third party. Only tokens delegated
          before a proposal's start block count for that proposal.
        </Trans>
      </p>
      {adding ? <DelegateeField typed={typed} onTyped={onTyped} lookup={lookup} /> : null}
      <ActionError error={error} />
      {action}
      <Button variant="link" onClick={() => onAdding(!adding)}>
        {adding ? <Trans>Remove</Trans> : <Trans>Add Delegate +</Trans>}
      </Button>
    </div>
  )
}
