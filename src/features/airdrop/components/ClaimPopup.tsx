import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui'
import { useUserClaim } from '@/entities/claim'
import { useModalStore } from '@/entities/modal'
import { useSupportedChainId } from '@/lib/chain/useSupportedChainId'
import { formatClaimAmount } from '../model/claimAmount'

/**
 * The claim popup (spec 2): an account with an unclaimed airdrop is told it has arrived and can open the claim from
 * here. Dismissed per account until the page reloads; hidden while the claim dialog is open. From 720 px up only
 * (phones have the header's claim button in their bottom bar).
 */
export function ClaimPopup() {
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const { claim, available } = useUserClaim(address, chainId)
  const claimOpen = useModalStore((state) => state.openModal === 'claim')
  const showModal = useModalStore((state) => state.showModal)
  const [dismissed, setDismissed] = useState<string>()
  const show = available && claim && address && !claimOpen && dismissed !== address
  // The live region is always there, so the popup is announced when it appears.
  return (
    <div aria-live="polite">
      {show ? (
        <ClaimPopupCard
          amount={formatClaimAmount(claim.amount)}
          onDismiss={() => setDismissed(address)}
          onClaim={() => showModal('claim')}
        />
      ) : null}
    </div>
  )
}

function ClaimPopupCard({ amount, onDismiss, onClaim }: { amount: string; onDismiss(): void; onClaim(): void }) {
  const { t } = useLingui()
  return (
    <aside
      aria-label={t`UCASH has arrived`}
      className="fixed bottom-10 end-4 z-30 hidden w-80 flex-col gap-3 rounded-2xl bg-gradient-to-br from-brand to-brand-dark p-4 text-white shadow-lg md:flex"
    >
      <div className="flex items-start justify-between">
        <p className="font-semibold">
          <Trans>UCASH has arrived</Trans>
        </p>
        <Button
          variant="link"
          className="px-1 text-base text-white dark:text-white"
          aria-label={t`Dismiss`}
          onClick={onDismiss}
        >
          ×
        </Button>
      </div>
      <p className="text-center text-3xl font-bold">
        <Trans>{amount} UCASH</Trans>
      </p>
      <p className="text-center text-sm">
        <Trans>Thanks for being part of the UCASH community</Trans>
      </p>
      <Button variant="ghost" onClick={onClaim}>
        <Trans>Claim your UCASH tokens</Trans>
      </Button>
    </aside>
  )
}
