import { Trans, useLingui } from '@lingui/react/macro'
import { useConnectModal } from '@rainbow-me/rainbowkit'
import { type ReactNode, useEffect, useState } from 'react'
import { useAccount, useDisconnect } from 'wagmi'
import { networkInfo } from '@/config/chains'
import { useModalStore } from '@/entities/modal'
import { Dialog } from '@/components/ui'
import { explorerLink, shortenAddress } from '@/lib/format'

const COPIED_MS = 500
/** Injected and exchange-operated wallets are disconnected from the wallet itself (spec section 2). */
const canDisconnect = (connectorType: string | undefined): boolean => connectorType !== 'injected'

/** The account view: wallet used, Disconnect/Change, copy, explorer link, and the recent transactions slot. */
export function AccountDialog({ recentTransactions }: { recentTransactions: ReactNode }) {
  const { t } = useLingui()
  const open = useModalStore((state) => state.openModal === 'account')
  const toggleModal = useModalStore((state) => state.toggleModal)
  const closeModal = useModalStore((state) => state.closeModal)
  const { address, connector, chainId } = useAccount()
  const { disconnect } = useDisconnect()
  const { openConnectModal } = useConnectModal()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  if (!address) return null
  const explorer = networkInfo(chainId)?.explorer
  const walletName = connector?.name ?? ''
  const change = (): void => {
    closeModal()
    disconnect()
    openConnectModal?.()
  }

  return (
    <Dialog open={open} onOpenChange={() => toggleModal('account')} title={<Trans>Account</Trans>} closeLabel={t`Close`}>
      <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
        <div className="flex items-center justify-between text-sm text-slate-500">
          <span>
            <Trans>Connected with {walletName}</Trans>
          </span>
          <span className="flex gap-2">
            {canDisconnect(connector?.type) ? (
              <button type="button" className="text-brand" onClick={() => { closeModal(); disconnect() }}>
                <Trans>Disconnect</Trans>
              </button>
            ) : null}
            <button type="button" className="text-brand" onClick={change}>
              <Trans>Change</Trans>
            </button>
          </span>
        </div>
        <p className="my-3 text-xl font-semibold" data-testid="account-address">
          {shortenAddress(address, 4, chainId)}
        </p>
        <div className="flex gap-4 text-sm">
          <button type="button" className="text-slate-600 dark:text-slate-300" onClick={() => void navigator.clipboard.writeText(address).then(() => setCopied(true))}>
            {copied ? <Trans>Copied</Trans> : <Trans>Copy Address</Trans>}
          </button>
          {explorer ? (
            <a className="text-slate-600 dark:text-slate-300" href={explorerLink(explorer, 'address', address)} target="_blank" rel="noopener noreferrer">
              <Trans>View on explorer</Trans>
            </a>
          ) : null}
        </div>
      </div>
      <div className="mt-4">{recentTransactions}</div>
    </Dialog>
  )
}
