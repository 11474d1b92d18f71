import { Trans, useLingui } from '@lingui/react/macro'
import { formatUnits } from 'viem'
import { useAccount } from 'wagmi'
import { isSupportedChain, networkInfo, supportedChains } from '@/config/chains'
import { useNativeBalance } from '@/entities/balance'
import { usePrimaryName } from '@/entities/name'
import { useModalStore } from '@/entities/modal'
import { walletNetwork } from '@/entities/network'
import { preloadWalletModals, useChainModal, useConnectModal } from '@/entities/wallet-modal'
import { selectAccountTransactions, transactionStatus, useTransactionStore } from '@/entities/transaction'
import { Button } from '@/components/ui'
import { formatSignificant, shortenAddress } from '@/lib/format'
import { HOSTING_NOTICE_ID, connectRefused } from '@/lib/hosting'

/**
 * Header status: 'Connect Wallet', a wrong- or retired-network warning, or network, balance and account. On phones it fills the
 * bottom bar, long names cut short rather than pushed out of view.
 */
export function AccountStatus() {
  const { t } = useLingui()
  const { address, chainId, status } = useAccount()
  const balance = useNativeBalance(address, isSupportedChain(chainId) ? chainId : undefined)
  const pending = useTransactionStore(
    (state) =>
      selectAccountTransactions(state, chainId, address).filter((tx) => transactionStatus(tx) === 'pending').length,
  )
  const toggleModal = useModalStore((state) => state.toggleModal)
  const native = supportedChains.find((c) => c.id === chainId)?.nativeCurrency
  // The account's name from the name service, shown only when it resolves back to the account.
  const name = usePrimaryName(isSupportedChain(chainId) ? chainId : undefined, address)

  const { openConnectModal } = useConnectModal()
  const { openChainModal } = useChainModal()
  // wagmi restores a known wallet on its own (no RainbowKit code needed): no 'Connect Wallet' flashes meanwhile.
  if (status === 'reconnecting') return null
  if (!address) {
    // Where no wallet may connect, the button brings up the notice that says why instead of the picker.
    return (
      <Button
        variant="secondary"
        size="sm"
        className="w-full md:w-auto"
        aria-describedby={connectRefused() ? HOSTING_NOTICE_ID : undefined}
        onClick={openConnectModal}
        onPointerEnter={preloadWalletModals}
        onFocus={preloadWalletModals}
      >
        <Trans>Connect Wallet</Trans>
      </Button>
    )
  }
  // A retired test network is named as such (the screen says why); only a chain the app does not know is wrong.
  const wallet = walletNetwork(chainId, true)
  if (wallet.kind !== 'supported') {
    return (
      <Button variant="danger" size="sm" className="w-full md:w-auto" onClick={openChainModal}>
        {wallet.kind === 'retired' ? <Trans>Retired Network</Trans> : <Trans>Wrong Network</Trans>}
      </Button>
    )
  }
  const network = networkInfo(chainId)
  const networkName = network?.label ?? supportedChains.find((c) => c.id === chainId)?.name ?? ''
  return (
    <div className="flex w-full min-w-0 items-center justify-between gap-2 md:w-auto md:justify-start">
      {/* The name includes what the button shows (WCAG 2.5.3, label in name). */}
      <Button
        variant="ghost"
        size="sm"
        className="min-w-0 max-w-[8rem] md:max-w-none"
        onClick={openChainModal}
        aria-label={t`Select a network: ${networkName}`}
      >
        <span className="truncate">{networkName}</span>
      </Button>
      {balance.data !== undefined && native ? (
        <span className="whitespace-nowrap text-sm font-medium" data-testid="native-balance">
          {formatSignificant(formatUnits(balance.data, native.decimals), 4)} {native.symbol}
        </span>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="min-w-0 max-w-[9rem] md:max-w-none"
        onClick={() => toggleModal('account')}
      >
        <span className="truncate">
          {pending > 0 ? <Trans>{pending} Pending</Trans> : (name ?? shortenAddress(address, 4, chainId))}
        </span>
      </Button>
    </div>
  )
}
