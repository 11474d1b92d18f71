import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A line of trade details; its hint is the term's tooltip. */
export function DetailRow({ label, hint, children }: { label: ReactNode; hint?: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className={hint ? 'cursor-help text-slate-500' : 'text-slate-500'} title={hint}>
        {label}
      </dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  )
}

/** The tooltips of the trade details (spec 2), shared by the details panel and the confirm view. */
export function useDetailHints() {
  const { t } = useLingui()
  return {
    limit: t`Your transaction will revert if there is a large, unfavorable price movement before it is confirmed.`,
    impact: t`The difference between the market price and estimated price due to trade size.`,
    fee: t`A portion of each trade (0.30%) goes to liquidity providers as a protocol incentive.`,
    route: t`Routing through these tokens resulted in the best price for your trade.`,
  }
}
