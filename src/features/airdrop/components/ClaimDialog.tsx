import { Trans, useLingui } from '@lingui/react/macro'
import { erc20Abi, formatUnits } from 'viem'
import { useAccount } from 'wagmi'
import { addressesFor } from '@/config/addresses'
import { useStaticRead } from '@/lib/chain/useStaticRead'
import { useSupportedChainId } from '@/lib/chain/useSupportedChainId'
import { Dialog } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { useUserClaim } from '@/entities/claim'
import { formatSignificant } from '@/lib/format'
import { useClaimAirdrop } from '../hooks/useClaimAirdrop'

/** Self claim: the claimable amount, Claim, then 'Claiming' and 'Claimed' once the receipt arrives. */
export function ClaimDialog() {
  const { t } = useLingui()
  const open = useModalStore((state) => state.openModal === 'claim')
  const toggleModal = useModalStore((state) => state.toggleModal)
  const { address } = useAccount()
  const chainId = useSupportedChainId()
  const { claim, distributor } = useUserClaim(address, chainId)
  const { state, submit, reset } = useClaimAirdrop(claim, distributor)
  const uni = addressesFor(chainId)?.uni
  // The airdrop token's decimals: token metadata, read once per session.
  const decimals = useStaticRead({ chainId, address: uni, abi: erc20Abi, functionName: 'decimals', enabled: Boolean(uni) })
  const amount = claim && decimals.data !== undefined ? formatSignificant(formatUnits(claim.amount, decimals.data), 6) : '…'
  const close = (): void => {
    toggleModal('claim')
    if (state.step === 'claimed') reset()
  }
  return (
    <Dialog open={open} onOpenChange={close} title={<Trans>Claim UCASH</Trans>} closeLabel={t`Close`}>
      {state.step === 'idle' || state.step === 'attempting' ? (
        <div className="flex flex-col gap-4">
          <p className="text-3xl font-bold" data-testid="claim-amount">
            <Trans>{amount} UCASH</Trans>
          </p>
          <button
            type="button"
            className="rounded-2xl bg-brand px-4 py-3 font-semibold text-white disabled:opacity-50"
            disabled={!claim || state.step === 'attempting'}
            onClick={() => void submit()}
          >
            {state.step === 'attempting' ? <Trans>Confirm this transaction in your wallet</Trans> : <Trans>Claim</Trans>}
          </button>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 py-4" role="status">
          <p className="text-xl font-semibold">{state.step === 'claimed' ? <Trans>Claimed</Trans> : <Trans>Claiming</Trans>}</p>
          <p className="text-sm">
            <Trans>{amount} UCASH</Trans>
          </p>
        </div>
      )}
    </Dialog>
  )
}
