import { Trans, useLingui } from '@lingui/react/macro'
import { formatUnits } from 'viem'
import { Button, Card, NumericalInput } from '@/components/ui'
import { formatRewardAmount } from '../model/format'

interface AmountFieldProps {
  /** Names the field ('Deposit', 'Withdraw'). */
  label: string
  value: string
  onChange(value: string): void
  /** What can be moved: the unstaked pool tokens, or the stake. */
  available: bigint | undefined
  availableLabel: string
}

/** A pool-token amount (UNI-V2, 18 decimals) with what is available and MAX (hidden at the maximum, spec 5). */
export function AmountField({ label, value, onChange, available, availableLabel }: AmountFieldProps) {
  const { t } = useLingui()
  const max = available !== undefined ? formatUnits(available, 18) : undefined
  const shown = available !== undefined ? formatRewardAmount(available, 18) : '—'
  return (
    <Card as="section" padding={3} aria-label={label}>
      <div className="mb-2 flex justify-between gap-2 text-sm text-slate-600 dark:text-slate-300">
        <span>{label}</span>
        <span data-testid="amount-available">
          {availableLabel}: {shown}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <NumericalInput value={value} onUserInput={onChange} aria-label={t`${label} amount`} />
        {max !== undefined && available !== undefined && available > 0n && value !== max ? (
          <Button variant="secondary" size="sm" aria-label={t`Max ${label}`} onClick={() => onChange(max)}>
            <Trans>MAX</Trans>
          </Button>
        ) : null}
        <span className="shrink-0 font-semibold">UNI-V2</span>
      </div>
    </Card>
  )
}
