import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui'
import type { WalletOption } from '../model/walletOptions'
import { BackButton } from './BackButton'
import { WalletIcon } from './WalletIcon'

/** The wallet options view (spec 4), reached by 'Change': every wallet the app can connect, the current one marked. */
export function WalletOptionsView({
  options,
  currentUid,
  onChoose,
  onBack,
}: {
  options: readonly WalletOption[]
  currentUid: string | undefined
  onChoose(uid: string): void
  onBack(): void
}) {
  const { t } = useLingui()
  return (
    <div className="flex flex-col gap-3">
      <BackButton onBack={onBack} />
      <ul className="flex flex-col gap-2" aria-label={t`Wallets`}>
        {options.map((option) => {
          const current = option.uid === currentUid
          return (
            <li key={option.uid}>
              <Button
                variant="ghost"
                fullWidth
                className="border border-slate-200 dark:border-slate-700"
                aria-current={current || undefined}
                onClick={() => onChoose(option.uid)}
              >
                <span className="flex w-full items-center justify-between gap-3">
                  <span className="flex items-center gap-2">
                    {current ? <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" /> : null}
                    {option.name}
                  </span>
                  <WalletIcon icon={option.icon} background={option.iconBackground} />
                </span>
              </Button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
