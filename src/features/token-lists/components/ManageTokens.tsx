import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button, ErrorText, TextField } from '@/components/ui'
import { networkInfo } from '@/config/chains'
import { useSettingsStore } from '@/entities/settings'
import { AddToWalletButton, type TokenInfo, TokenLogo, displayName, displaySymbol } from '@/entities/token'
import { useToken, useUserTokens } from '@/entities/token-list'
import { explorerLink } from '@/lib/format'
import { isAddress40Hex } from '@/lib/url'
import { ImportRow } from './ImportRow'

function CustomTokenRow({ token }: { token: TokenInfo }) {
  const { t } = useLingui()
  const removeToken = useSettingsStore((state) => state.removeToken)
  const explorer = networkInfo(token.chainId)?.explorer
  const symbol = displaySymbol(token.symbol)
  return (
    <li className="flex items-center gap-3 py-2" data-testid="custom-token">
      <TokenLogo currency={token} size={24} />
      <div className="min-w-0 flex-1">
        <div className="truncate font-medium">{symbol}</div>
        <div className="truncate text-xs text-slate-500">{displayName(token.name)}</div>
        {explorer ? (
          <a
            className="text-xs text-brand hover:underline"
            href={explorerLink(explorer, 'token', token.address)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {token.address}
          </a>
        ) : (
          <code className="break-all text-xs text-slate-500">{token.address}</code>
        )}
      </div>
      <AddToWalletButton token={token} />
      <Button
        variant="link"
        aria-label={t`Remove ${symbol}`}
        className="px-2"
        onClick={() => removeToken(token.chainId, token.address)}
      >
        <span aria-hidden className="text-lg">
          ×
        </span>
      </Button>
    </li>
  )
}

/** The Tokens tab: import a token by address, and the user's imported tokens on this chain (stored in this browser). */
export function ManageTokens({ chainId, onImport }: { chainId: number; onImport(tokens: TokenInfo[]): void }) {
  const { t } = useLingui()
  const [input, setInput] = useState('')
  const address = input.trim()
  const valid = isAddress40Hex(address)
  const lookup = useToken(chainId, valid ? address : undefined)
  const imported = [...useUserTokens(chainId).values()]
  const removeToken = useSettingsStore((state) => state.removeToken)
  const count = imported.length

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={<Trans>Import a token by address</Trans>}
        value={input}
        onValueChange={setInput}
        placeholder="0x0000"
      />
      {address && (!valid || (!lookup.loading && !lookup.token)) ? (
        <ErrorText role="alert" className="text-sm">
          <Trans>Enter valid token address</Trans>
        </ErrorText>
      ) : null}
      {valid && lookup.loading ? (
        <p className="text-sm text-slate-500">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      {lookup.token && !lookup.known ? (
        <ImportRow token={lookup.token} onImport={() => onImport([lookup.token!])} />
      ) : null}
      {lookup.token && lookup.known ? (
        <p className="text-sm text-slate-500">
          <Trans>This token is already on your lists or imported.</Trans>
        </p>
      ) : null}
      <div className="flex items-center justify-between text-sm font-medium">
        <span>
          <Trans>{count} Custom Tokens</Trans>
        </span>
        {count > 0 ? (
          <Button variant="link" onClick={() => imported.forEach((token) => removeToken(token.chainId, token.address))}>
            <Trans>Clear all</Trans>
          </Button>
        ) : null}
      </div>
      <ul className="flex max-h-[400px] flex-col overflow-y-auto" aria-label={t`Custom tokens`}>
        {imported.map((token) => (
          <CustomTokenRow key={token.address} token={token} />
        ))}
      </ul>
      <p className="text-xs text-slate-500">
        <Trans>Tip: Custom tokens are stored locally in your browser</Trans>
      </p>
    </div>
  )
}
