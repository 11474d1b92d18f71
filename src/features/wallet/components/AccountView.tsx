import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import type { Address } from 'viem'
import { networkInfo } from '@/config/chains'
import { Button, Card } from '@/components/ui'
import { explorerLink, shortenAddress } from '@/lib/format'

const COPIED_MS = 500

interface AccountViewProps {
  address: Address
  chainId: number | undefined
  walletName: string
  /** Injected and exchange-operated wallets are disconnected from the wallet itself (spec 4): no Disconnect. */
  onDisconnect: (() => void) | undefined
  onChange(): void
  recentTransactions: ReactNode
}

/** The account view: wallet used, Disconnect/Change, copy, explorer link, and the recent transactions slot. */
export function AccountView({
  address,
  chainId,
  walletName,
  onDisconnect,
  onChange,
  recentTransactions,
}: AccountViewProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const explorer = networkInfo(chainId)?.explorer

  return (
    <>
      <Card>
        <div className="flex items-center justify-between gap-2 text-sm text-slate-500 dark:text-slate-400">
          <span>
            <Trans>Connected with {walletName}</Trans>
          </span>
          <span className="flex gap-3">
            {onDisconnect ? (
              <Button variant="link" onClick={onDisconnect}>
                <Trans>Disconnect</Trans>
              </Button>
            ) : null}
            <Button variant="link" onClick={onChange}>
              <Trans>Change</Trans>
            </Button>
          </span>
        </div>
        <p className="my-3 text-xl font-semibold" data-testid="account-address">
          {shortenAddress(address, 4, chainId)}
        </p>
        <div className="flex gap-4 text-sm">
          <Button
            variant="link"
            onClick={() => void navigator.clipboard.writeText(address).then(() => setCopied(true))}
          >
            {copied ? <Trans>Copied</Trans> : <Trans>Copy Address</Trans>}
          </Button>
          {explorer ? (
            <a
              className="text-slate-600 hover:underline dark:text-slate-300"
              href={explorerLink(explorer, 'address', address)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Trans>View on explorer</Trans>
            </a>
          ) : null}
        </div>
      </Card>
      <div className="mt-4">{recentTransactions}</div>
    </>
  )
}
