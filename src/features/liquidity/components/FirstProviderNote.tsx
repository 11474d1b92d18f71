import { Trans } from '@lingui/react/macro'

/** Shown while the pair has no liquidity (spec 2): the first provider sets the price. */
export function FirstProviderNote() {
  return (
    <div role="note" className="rounded-2xl bg-brand/10 p-3 text-sm text-brand">
      <p className="font-semibold">
        <Trans>You are the first liquidity provider.</Trans>
      </p>
      <p>
        <Trans>
          The ratio of tokens you add will set the price of this pool. Once you are happy with the rate click supply to
          review.
        </Trans>
      </p>
    </div>
  )
}
