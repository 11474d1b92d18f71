import { Trans } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { Button } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { useSupportedChainId } from '@/lib/chain/useSupportedChainId'
import { useUcash } from '../hooks/useUcash'
import { formatFixed } from '../model/ucash'

/** The connected account's UCASH balance, 2 decimals (spec 9); it opens the UCASH breakdown. */
export function UcashBalance() {
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const { balance, decimals } = useUcash(chainId, address)
  const toggleModal = useModalStore((state) => state.toggleModal)
  if (!address || balance === undefined || decimals === undefined) return null
  const amount = formatFixed(balance, decimals, 2)
  return (
    <Button size="sm" variant="secondary" onClick={() => toggleModal('balance')} data-testid="ucash-balance">
      <Trans>{amount} UCASH</Trans>
    </Button>
  )
}
