import { Trans } from '@lingui/react/macro'
import { useAccount, useWatchAsset } from 'wagmi'
import { ipfsGatewaysFor } from '@/config/tokenLists'
import { Button, ErrorText } from '@/components/ui'
import { toUserMessage } from '@/lib/errors'
import { displaySymbol } from '../model/displayText'
import { assetRepositoryLogoUrl, safeLogoUrls } from '../model/logoUrls'
import type { TokenInfo } from '../model/types'

/** Wallets refuse longer symbols in wallet_watchAsset (MetaMask: 11 characters). */
const MAX_WATCH_SYMBOL = 11

/**
 * 'Add to wallet' (wallet_watchAsset, spec 7) for injected and WalletConnect wallets, asked on the token's chain, which
 * is the wallet's.
 */
export function AddToWalletButton({ token }: { token: TokenInfo }) {
  const { connector, chainId } = useAccount()
  const { watchAsset, isSuccess, isPending, error } = useWatchAsset()
  const supported =
    connector && (connector.type === 'injected' || connector.type === 'walletConnect') && chainId === token.chainId
  if (!supported) return null
  if (isSuccess) {
    return (
      <span className="text-sm text-emerald-700 dark:text-emerald-300">
        <Trans>Added</Trans>
      </span>
    )
  }
  const symbol = displaySymbol(token.symbol).slice(0, MAX_WATCH_SYMBOL)
  const image =
    safeLogoUrls(token.logoURI, { origin: window.location.origin, ipfsGateways: ipfsGatewaysFor(token.chainId) })[0] ??
    assetRepositoryLogoUrl(token.chainId, token.address)
  return (
    <span className="flex flex-col items-end">
      <Button
        variant="link"
        busy={isPending}
        onClick={() =>
          watchAsset({
            type: 'ERC20',
            options: { address: token.address, symbol, decimals: token.decimals, ...(image ? { image } : {}) },
          })
        }
      >
        <Trans>Add {symbol} to wallet</Trans>
      </Button>
      {error ? (
        <ErrorText as="span" className="text-xs">
          {toUserMessage(error)}
        </ErrorText>
      ) : null}
    </span>
  )
}
