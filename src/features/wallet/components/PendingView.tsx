import { Trans } from '@lingui/react/macro'
import { Button, Card, ErrorText, Spinner } from '@/components/ui'
import { type StoredError, toUserMessage } from '@/lib/errors'
import type { WalletOption } from '../model/walletOptions'
import { BackButton } from './BackButton'
import { WalletIcon } from './WalletIcon'

/** Connecting the chosen wallet (spec 4): 'Initializing...', or 'Error connecting.' with Try Again; Back to the account. */
export function PendingView({
  option,
  error,
  onRetry,
  onBack,
}: {
  option: WalletOption | undefined
  error: StoredError | undefined
  onRetry(): void
  onBack(): void
}) {
  return (
    <div className="flex flex-col gap-3">
      <BackButton onBack={onBack} />
      <Card className="flex min-h-16 items-center justify-center gap-3">
        {error ? (
          <div role="alert" className="flex w-full items-center justify-between gap-3">
            <ErrorText as="span">{toUserMessage(error)}</ErrorText>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-3">
            <Spinner />
            <Trans>Initializing...</Trans>
          </p>
        )}
      </Card>
      {option ? (
        <div className="flex items-center justify-between rounded-2xl bg-slate-100 px-4 py-3 font-semibold dark:bg-slate-800">
          {option.name}
          <WalletIcon icon={option.icon} background={option.iconBackground} />
        </div>
      ) : null}
    </div>
  )
}
