import { Trans, useLingui } from '@lingui/react/macro'
import { ConnectButton } from '@rainbow-me/rainbowkit'
import { formatUnits } from 'viem'
import { useAccount } from 'wagmi'
import { isSupportedChain, networkInfo, supportedChains } from '@/config/chains'
import { useNativeBalance } from '@/entities/balance'
import { usePrimaryName } from '@/entities/name'
import { useModalStore } from '@/entities/modal'
import { selectAccountTransactions, transactionStatus, useTransactionStore } from '@/entities/transaction'
import { formatSignificant, shortenAddress } from '@/lib/format'

const buttonClass =
  'rounded-2xl px-3 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand'

/** Header status: 'Connect Wallet', a wrong-network warning with the switch, or the network, balance and account. */
export function AccountStatus() {
  const { t } = useLingui()
  const { address, chainId } = useAccount()
  const balance = useNativeBalance(address, isSupportedChain(chainId) ? chainId : undefined)
  const pending = useTransactionStore((state) => selectAccountTransactions(state, chainId, address).filter((tx) => transactionStatus(tx) === 'pending').length)
  const toggleModal = useModalStore((state) => state.toggleModal)
  const native = supportedChains.find((c) => c.id === chainId)?.nativeCurrency
  // The account's name from the name service, shown only when it resolves back to the account.
  const name = usePrimaryName(isSupportedChain(chainId) ? chainId : undefined, address)

  return (
    <ConnectButton.Custom>
      {({ account, chain, mounted, openChainModal, openConnectModal }) => {
        if (!mounted) return null
        if (!account || !address) {
          return (
            <button type="button" className={`${buttonClass} bg-brand/10 text-brand`} onClick={openConnectModal}>
              <Trans>Connect Wallet</Trans>
            </button>
          )
        }
        if (chain?.unsupported || !isSupportedChain(chainId)) {
          return (
            <button type="button" className={`${buttonClass} bg-red-600 text-white`} onClick={openChainModal}>
              <Trans>Wrong Network</Trans>
            </button>
          )
        }
        const network = networkInfo(chainId)
        return (
          <div className="flex items-center gap-2">
            <button type="button" className={`${buttonClass} bg-white dark:bg-slate-800`} onClick={openChainModal} aria-label={t`Select a network`}>
              {network?.label ?? chain?.name}
            </button>
            {balance.data !== undefined && native ? (
              <span className="text-sm font-medium" data-testid="native-balance">
                {formatSignificant(formatUnits(balance.data, native.decimals), 4)} {native.symbol}
              </span>
            ) : null}
            <button type="button" className={`${buttonClass} bg-white dark:bg-slate-800`} onClick={() => toggleModal('account')}>
              {pending > 0 ? <Trans>{pending} Pending</Trans> : (name ?? shortenAddress(address, 4, chainId))}
            </button>
          </div>
        )
      }}
    </ConnectButton.Custom>
  )
}
