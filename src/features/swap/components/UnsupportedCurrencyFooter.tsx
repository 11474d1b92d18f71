import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog } from '@/components/ui'
import { useModal } from '@/entities/modal'
import { type Currency, TokenLogo, displayName, displaySymbol } from '@/entities/token'

/** Below a form that holds an unsupported token: which tokens, and why they cannot be traded here (modal 'unsupportedAssets'). */
export function UnsupportedCurrencyFooter({ currencies }: { currencies: Currency[] }) {
  const { t } = useLingui()
  const modal = useModal('unsupportedAssets')
  const tokens = currencies.filter((currency) => currency.kind === 'token')
  return (
    <>
      <Button variant="link" fullWidth className="mt-3" onClick={modal.show}>
        <Trans>Read more about unsupported assets</Trans>
      </Button>
      <Dialog
        open={modal.open}
        onOpenChange={(next) => (next ? modal.show() : modal.close())}
        title={<Trans>Unsupported Assets</Trans>}
        closeLabel={t`Close`}
      >
        <ul className="flex flex-col gap-3">
          {tokens.map((token) => (
            <li key={token.address} className="flex items-center gap-3">
              <TokenLogo currency={token} />
              <div className="min-w-0">
                <div className="font-semibold">{displaySymbol(token.symbol)}</div>
                <div className="text-xs text-slate-500">{displayName(token.name)}</div>
                <code className="break-all text-xs">{token.address}</code>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-500">
          <Trans>
            Some assets are not available through this interface because they may not work well with our smart contracts
            or we are unable to allow trading for legal reasons.
          </Trans>
        </p>
      </Dialog>
    </>
  )
}
