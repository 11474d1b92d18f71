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
  const { t } = useLingui()
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const { claim, available } = useUserClaim(address, chainId)
  const claimOpen = useModalStore((state) => state.openModal === 'claim')
  const showModal = useModalStore((state) => state.showModal)
  const [dismissed, setDismissed] = useState<string>()
  if (!available || !claim || !address || claimOpen || dismissed === address) return null
  const amount = formatClaimAmount(claim.amount)
  return (
    <aside
      aria-label={t`UCASH has arrived`}
      className="fixed bottom-10 right-4 z-30 hidden w-80 flex-col gap-3 rounded-2xl bg-gradient-to-br from-brand to-brand-dark p-4 text-white shadow-lg md:flex"
    >
      <div className="flex items-start justify-between">
        <p className="font-semibold">
          <Trans>UCASH has arrived</Trans>
        </p>
        <Button variant="link" className="px-1 text-base text-white dark:text-white" aria-label={t`Dismiss`} onClick={() => setDismissed(address)}>
          ×
        </Button>
      </div>
      <p className="text-center text-3xl font-bold">
        <Trans>{amount} UCASH</Trans>
      </p>
      <p className="text-center text-sm">
        <Trans>Thanks for being part of the UCASH community</Trans>
      </p>
      <Button variant="ghost" onClick={() => showModal('claim')}>
        <Trans>Claim your UCASH tokens</Trans>
      </Button>
    </aside>
  )
}
