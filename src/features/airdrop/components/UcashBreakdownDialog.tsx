import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { UcashBreakdown } from './UcashBreakdown'

/** The UCASH breakdown modal, opened by the header's balance. Its reads run only while it is open. */
export function UcashBreakdownDialog() {
  const { t } = useLingui()
  const open = useModalStore((state) => state.openModal === 'balance')
  const closeModal = useModalStore((state) => state.closeModal)
  const chainId = useReadChainId()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeModal())}
      title={<Trans>Your UCASH Breakdown</Trans>}
      closeLabel={t`Close`}
    >
      <UcashBreakdown chainId={chainId} onNavigate={closeModal} />
    </Dialog>
  )
}
