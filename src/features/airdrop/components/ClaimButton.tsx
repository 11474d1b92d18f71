import { Trans } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { useSupportedChainId } from '@/lib/chain/useSupportedChainId'
import { useModalStore } from '@/entities/modal'
import { useUserClaim } from '@/entities/claim'

/** The header's claim button: only for accounts with an unclaimed airdrop. */
export function ClaimButton() {
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const { available } = useUserClaim(address, chainId)
  const toggleModal = useModalStore((state) => state.toggleModal)
  if (!available) return null
  return (
    <button type="button" className="rounded-2xl bg-pink-600 px-3 py-2 text-sm font-semibold text-white" onClick={() => toggleModal('claim')}>
      <Trans>Claim UCASH</Trans>
    </button>
  )
}
