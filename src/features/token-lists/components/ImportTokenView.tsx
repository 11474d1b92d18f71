import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorText } from '@/components/ui'
import { networkInfo } from '@/config/chains'
import {
  type TokenInfo,
  TokenLogo,
  displayName,
  displaySymbol,
  findImitatedTokens,
  sanitizeDisplayText,
} from '@/entities/token'
import { useActiveListTokens } from '@/entities/token-list'
import { checksumAddress, explorerLink, shortenAddress } from '@/lib/format'
import { ImportConfirmation } from './ImportConfirmation'

interface ImportTokenViewProps {
  tokens: TokenInfo[]
  /** The inactive list the tokens were found on, if any ('Found via'); else they come from no list. */
  listName?: string
  onImport(): void
}

function ImitationWarning({ symbol, other }: { symbol: string; other: TokenInfo }) {
  const otherName = displayName(other.name)
  const otherAddress = shortenAddress(other.address)
  return (
    <ErrorText role="alert" className="text-sm font-medium">
      <Trans>
        The symbol {symbol} is also used by {otherName} ({otherAddress}) on your active lists. This token may be an
        imitation: check its address.
      </Trans>
    </ErrorText>
  )
}

/** One token to import: its full checksummed address and explorer link, where it comes from, look-alike warnings. */
function TokenCard({ token, listName }: { token: TokenInfo; listName?: string }) {
  const listed = useActiveListTokens(token.chainId)
  const imitated = findImitatedTokens(token, listed.values())
  const explorer = networkInfo(token.chainId)?.explorer
  const address = checksumAddress(token.address, token.chainId)
  const symbol = displaySymbol(token.symbol)
  const source = listName ? sanitizeDisplayText(listName, 30) : undefined
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-slate-100 p-4 dark:bg-slate-800" data-testid="import-token-card">
      <div className="flex items-center gap-3">
        <TokenLogo currency={token} size={32} />
        <div className="min-w-0">
          <div className="font-semibold">{symbol}</div>
          <div className="text-sm text-slate-500">{displayName(token.name)}</div>
        </div>
        <span className="ms-auto rounded-lg bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-900 dark:text-red-100">
          {source ? <Trans>Found via {source}</Trans> : <Trans>Unknown Source</Trans>}
        </span>
      </div>
      <code className="break-all text-sm" data-testid="import-token-address">
        {address}
      </code>
      {explorer ? (
        <a
          className="text-sm text-brand hover:underline"
          href={explorerLink(explorer, 'token', address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>View on block explorer</Trans>
        </a>
      ) : null}
      {imitated.map((other) => (
        <ImitationWarning key={other.address} symbol={symbol} other={other} />
      ))}
    </li>
  )
}

/** The import warning: tokens on no active list are used only after 'I understand' (spec 5). */
export function ImportTokenView({ tokens, listName, onImport }: ImportTokenViewProps) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {tokens.map((token) => (
          <TokenCard key={token.address} token={token} listName={listName} />
        ))}
      </ul>
      <ImportConfirmation
        title={<Trans>Trade at your own risk!</Trans>}
        buttonLabel={tokens.length > 1 ? t`Import tokens` : t`Import`}
        onImport={onImport}
      >
        <p>
          <Trans>
            This token doesn't appear on the active token list(s). Make sure this is the token that you want to trade.
          </Trans>
        </p>
        <p>
          <Trans>
            Anyone can create a token, including creating fake versions of existing tokens that claim to represent
            projects.
          </Trans>
        </p>
        <p>
          <Trans>If you purchase this token, you may not be able to sell it back.</Trans>
        </p>
      </ImportConfirmation>
    </div>
  )
}
