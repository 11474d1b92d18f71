import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { HOSTING_NOTICE_ID, connectRefused, sendRefusedText } from '@/lib/hosting'
import { preloadWalletModals, useConnectModal } from './useWalletModals'

/**
 * A form's main button while no wallet is connected: 'Connect Wallet' opens the wallet picker (loaded on hover or
 * focus). Where no wallet may connect (a path gateway), it is disabled and says that sending is off, as a send button
 * would; the notice under the header says why. Inside a dialog (a send button's), the dialog closes first: the
 * wallet's own modal cannot take focus while another is open.
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
