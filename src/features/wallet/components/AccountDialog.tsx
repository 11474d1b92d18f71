import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAccount, useDisconnect } from 'wagmi'
import { useModalStore } from '@/entities/modal'
import { Dialog } from '@/components/ui'
import { useWalletChange } from '../hooks/useWalletChange'
import { AccountView } from './AccountView'
import { PendingView } from './PendingView'
import { WalletOptionsView } from './WalletOptionsView'

/** Injected and exchange-operated wallets are disconnected from the wallet itself (spec section 4). */
const canDisconnect = (connectorType: string | undefined): boolean => connectorType !== 'injected'

/**
 * The wallet modal while connected (spec 4): the account view, 'Change' to the wallet options, then the pending view,
 * which returns to the account once the new wallet is connected.
 */
export function AccountDialog({ recentTransactions }: { recentTransactions: ReactNode }) {
  const { t } = useLingui()
  const open = useModalStore((state) => state.openModal === 'account')
  const toggleModal = useModalStore((state) => state.toggleModal)
  const closeModal = useModalStore((state) => state.closeModal)
  const { address, connector, chainId } = useAccount()
  const { disconnect } = useDisconnect()
  const wallet = useWalletChange(open)
  const { view } = wallet

  if (!address) return null
  const title = view.name === 'account' ? <Trans>Account</Trans> : <Trans>Connect to a wallet</Trans>
  const disconnectNow = (): void => {
    closeModal()
    disconnect()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={() => toggleModal('account')}
      title={title}
      closeLabel={t`Close`}
      keepOpenOnOutsideClick={view.name === 'pending' && !view.error}
    >
      {view.name === 'account' ? (
        <AccountView
          address={address}
          chainId={chainId}
          walletName={wallet.options.find((option) => option.uid === connector?.uid)?.name ?? connector?.name ?? ''}
          onDisconnect={canDisconnect(connector?.type) ? disconnectNow : undefined}
          onChange={wallet.change}
          recentTransactions={recentTransactions}
        />
      ) : view.name === 'options' ? (
        <WalletOptionsView
          options={wallet.options}
          currentUid={wallet.currentUid}
          onChoose={wallet.choose}
          onBack={wallet.back}
        />
      ) : (
        <PendingView
          option={wallet.options.find((option) => option.uid === view.connectorUid)}
          error={view.error}
          onRetry={() => wallet.choose(view.connectorUid)}
          onBack={wallet.back}
        />
      )}
    </Dialog>
  )
}
