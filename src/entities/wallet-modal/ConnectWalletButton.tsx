import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { HOSTING_NOTICE_ID, connectRefused, sendRefusedText } from '@/lib/hosting'
import { preloadWalletModals, useConnectModal } from './useWalletModals'

/**
 * A form's main button with no wallet connected: opens the wallet picker (loaded on hover or focus), closing a dialog
 * it sits in first (the wallet's modal cannot take focus over another). Disabled where no wallet may connect.
 */
export function ConnectWalletButton() {
  const { i18n } = useLingui()
  const { openConnectModal } = useConnectModal()
  const refused = connectRefused() ? sendRefusedText() : undefined
  const connect = (): void => {
    useModalStore.getState().closeModal()
    openConnectModal()
  }
  if (refused) {
    return (
      <Button size="lg" fullWidth disabled aria-describedby={HOSTING_NOTICE_ID}>
        {i18n._(refused)}
      </Button>
    )
  }
  return (
    <Button size="lg" fullWidth onClick={connect} onPointerEnter={preloadWalletModals} onFocus={preloadWalletModals}>
      <Trans>Connect Wallet</Trans>
    </Button>
  )
}
