import { Trans } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui'
import { usePendingClaim, useUserClaim } from '@/entities/claim'
import { useModalStore } from '@/entities/modal'
import { useSupportedChainId } from '@/lib/chain/useSupportedChainId'
import { UcashBalance } from './UcashBalance'

/**
 * The header's claim/balance button (spec 1 and 6): 'Claim UCASH' for an account with an unclaimed airdrop
 * ('Claiming UCASH' while its claim is pending), otherwise the account's UCASH balance.
 */
export function ClaimButton() {
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const { available } = useUserClaim(address, chainId)
  const pending = usePendingClaim(chainId, address)
  const toggleModal = useModalStore((state) => state.toggleModal)
  if (!available) return <UcashBalance />
  return (
    <Button size="sm" onClick={() => toggleModal('claim')}>
      {pending ? <Trans>Claiming UCASH</Trans> : <Trans>Claim UCASH</Trans>}
    </Button>
  )
}
