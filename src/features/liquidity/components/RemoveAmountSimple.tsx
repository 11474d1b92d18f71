import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { Button, Card } from '@/components/ui'
import { formatDecimal } from '@/lib/format/moreFormats'

interface Amount {
  toSignificant(digits: number): string
}

interface RemoveAmountSimpleProps {
  percent: number
  onPercent(percent: number): void
  /** What the share gives back: each token's amount and symbol. */
  receive: readonly [[Amount | undefined, string], [Amount | undefined, string]]
}

/** Simple mode (spec 2): the share in large type, a slider (its value applied 100 ms after it stops), 25%, 50%, 75%, Max. */
export function RemoveAmountSimple({ percent, onPercent, receive }: RemoveAmountSimpleProps) {
  const { t } = useLingui()
  const [slider, setSlider] = useState<number | undefined>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const shown = slider ?? percent
  const slide = (value: number) => {
    setSlider(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      onPercent(value)
      setSlider(undefined)
    }, 100)
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-5xl font-semibold" data-testid="remove-percent">
        {shown}%
      </p>
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={shown}
        onChange={(event) => slide(Number(event.target.value))}
        aria-label={t`Percent to remove`}
      />
      <div className="flex gap-2">
        {[25, 50, 75].map((value) => (
          <Button key={value} variant="secondary" size="sm" className="flex-1" onClick={() => onPercent(value)}>
            {value}%
          </Button>
        ))}
        <Button variant="secondary" size="sm" className="flex-1" onClick={() => onPercent(100)}>
          <Trans>Max</Trans>
        </Button>
      </div>
      <Card as="dl" padding={3} className="flex flex-col gap-1">
        {receive.map(([amount, symbol], index) => (
          <div key={index} className="flex justify-between">
            <dd data-testid={index === 0 ? 'remove-amount-a' : 'remove-amount-b'}>
              {amount ? formatDecimal(amount.toSignificant(6)) : '-'}
            </dd>
            <dt>{symbol}</dt>
          </div>
        ))}
      </Card>
    </div>
  )
}
