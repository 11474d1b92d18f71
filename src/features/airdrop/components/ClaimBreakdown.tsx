import { Trans, useLingui } from '@lingui/react/macro'
import type { ClaimData } from '@/entities/claim'
import { formatClaimAmount } from '../model/claimAmount'
import { type ClaimPartKind, claimBreakdown } from '../model/claimBreakdown'

function PartLabel({ kind }: { kind: ClaimPartKind }) {
  switch (kind) {
    case 'user':
      return <Trans>User</Trans>
    case 'liquidity':
      return <Trans>Liquidity</Trans>
    case 'socks':
      return <Trans>SOCKS</Trans>
  }
}

/** The claim's parts by its flags (user 400, liquidity the remainder, SOCKS 1000); nothing without flags. */
export function ClaimBreakdown({ claim }: { claim: ClaimData }) {
  const { t } = useLingui()
  const parts = claimBreakdown(claim.amount, claim.flags)
  if (parts.length === 0) return null
  return (
    <dl
      aria-label={t`Breakdown`}
      className="flex flex-col gap-1 rounded-2xl bg-slate-100 p-3 text-sm dark:bg-slate-800"
    >
      {parts.map((part) => {
        const amount = formatClaimAmount(part.amount)
        return (
          <div key={part.kind} className="flex justify-between">
            <dt>
              <PartLabel kind={part.kind} />
            </dt>
            <dd>
              <Trans>{amount} UCASH</Trans>
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
