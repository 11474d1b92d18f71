import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { HOSTING_NOTICE_ID, connectRefused, sendRefusedText } from '@/lib/hosting'
import { preloadWalletModals, useConnectModal } from './useWalletModals'

/**
 * A form's main button with no wallet connected: opens the wallet picker (loaded on hover or focus). Where no wallet
 * may connect (a path gateway) it is disabled; the notice under the header says why.
 */
export function ConnectWalletButton() {
  const { i18n } = useLingui()
  const { openConnectModal } = useConnectModal()
  const refused = connectRefused() ? sendRefusedText() : undefined
  if (refused) {
    return (
      <Button size="lg" fullWidth disabled aria-describedby={HOSTING_NOTICE_ID}>
        {i18n._(refused)}
      </Button>
    )
  }
  return (
    <Button
      size="lg"
      fullWidth
      onClick={openConnectModal}
      onPointerEnter={preloadWalletModals}
      onFocus={preloadWalletModals}
    >
      <Trans>Connect Wallet</Trans>
    </Button>
  )
}
