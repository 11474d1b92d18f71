import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/**
 * The trade-version notice (spec 2): with use=v1, either the newer version has a better price, or the V1 price is
 * shown; each offers the other version through the `use` parameter, keeping the rest of the query.
 */
export function VersionNotice({ notice }: { notice: 'betterOnV2' | 'showingV1' | null }) {
  if (!notice) return null
  return (
    <p role="note" className="mt-3 rounded-2xl bg-brand/10 p-3 text-center text-sm">
      {notice === 'betterOnV2' ? (
        <Trans>There is a better price for this trade on the newer version</Trans>
      ) : (
        <Trans>Showing V1 price</Trans>
      )}{' '}
      <Link
        to="."
        search={(previous: Record<string, string | undefined>) => ({ ...previous, use: undefined })}
        className="font-semibold text-brand underline"
      >
        {notice === 'betterOnV2' ? <Trans>View V2 price</Trans> : <Trans>Switch to V2</Trans>}
      </Link>
    </p>
  )
}
