import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'
import { isBlockedAddress } from '@/config/blocklist'

/** Shows the 'Blocked address' page instead of the app to the spec's blocklisted accounts. */
export function BlockedGate({ children }: { children: ReactNode }) {
  const { address } = useAccount()
  if (!isBlockedAddress(address)) return children
  return (
    <main className="mx-auto mt-24 max-w-card text-center">
      <h1 className="text-2xl font-bold">
        <Trans>Blocked address</Trans>
      </h1>
      <p className="mt-4 break-all text-sm">{address}</p>
      <p className="mt-4">
        <Trans>
          This address is blocked on the UCASH Exchange interface because it is associated with one or more blocked
          activities.
        </Trans>
      </p>
    </main>
  )
}
