import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui'

/** Back from the wallet options or a pending connection to the account view. */
export function BackButton({ onBack }: { onBack(): void }) {
  return (
    <Button variant="link" className="self-start" onClick={onBack}>
      <span aria-hidden className="inline-block rtl:-scale-x-100">
        ←
      </span>
      <Trans>Back</Trans>
    </Button>
  )
}
