import { Trans } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import { preloadWalletModals, useConnectModal } from './useWalletModals'

/** A form's main button while no wallet is connected: 'Connect Wallet' opens the wallet picker (loaded on hover or focus). */
export function ConnectWalletButton() {
  const { openConnectModal } = useConnectModal()
  return (
    <Button size="lg" fullWidth onClick={openConnectModal} onPointerEnter={preloadWalletModals} onFocus={preloadWalletModals}>
      <Trans>Connect Wallet</Trans>
    </Button>
  )
}
