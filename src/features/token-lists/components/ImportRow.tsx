import { Trans } from '@lingui/react/macro'
import { type TokenInfo, TokenLogo, displayName, displaySymbol, sanitizeDisplayText } from '@/entities/token'
import { Button } from '@/components/ui'

/** A token on no active list, offered for import (the import view shows the warning before it can be used). */
export function ImportRow({ token, listName, onImport }: { token: TokenInfo; listName?: string; onImport(): void }) {
  const symbol = displaySymbol(token.symbol)
  const source = listName ? sanitizeDisplayText(listName, 30) : undefined
  return (
    <div className="flex items-center gap-3 rounded-xl px-3 py-2" data-testid="import-row">
      <TokenLogo currency={token} size={28} />
      <div className="min-w-0 flex-1">
        <div className="truncate font-semibold">{symbol}</div>
        <div className="truncate text-xs text-slate-500">
          {displayName(token.name)}
          {source ? (
            <span className="ms-1">
              · <Trans>via {source}</Trans>
            </span>
          ) : null}
        </div>
      </div>
      <Button size="sm" onClick={onImport}>
        <Trans>Import</Trans>
      </Button>
    </div>
  )
}
