import { Trans } from '@lingui/react/macro'
import { useConnectModal } from '@rainbow-me/rainbowkit'
import type { Approval } from '@/entities/allowance'
import type { MintInputError } from '../model/mint'
import { ApproveButton } from './ApproveButton'
import { MintErrorText } from './MintErrorText'

interface SupplyButtonsProps {
  connected: boolean
  /** A token of the pair is on the unsupported list. */
  blocked: boolean
  inputError: MintInputError | undefined
  approvals: readonly [[Approval, string], [Approval, string]]
  onSupply(): void
}

/** The add form's actions (spec 2): Unsupported Asset, Connect Wallet, or an Approve button per token and Supply. */
export function SupplyButtons({ connected, blocked, inputError, approvals, onSupply }: SupplyButtonsProps) {
  const { openConnectModal } = useConnectModal()
  if (blocked) {
    return (
      <button type="button" disabled className="rounded-2xl bg-slate-200 py-4 font-semibold text-slate-500 dark:bg-slate-800">
        <Trans>Unsupported Asset</Trans>
      </button>
    )
  }
  if (!connected) {
    return (
      <button type="button" onClick={openConnectModal} className="rounded-2xl bg-brand py-4 font-semibold text-white">
        <Trans>Connect Wallet</Trans>
      </button>
    )
  }
  const approved = approvals.every(([approval]) => approval.state === 'APPROVED')
  return (
    <div className="flex flex-col gap-2">
      {!inputError ? (
        <div className="flex gap-2">
          {approvals.map(([approval, symbol], index) => (
            <ApproveButton key={index} approval={approval} symbol={symbol} />
          ))}
        </div>
      ) : null}
      <button
        type="button"
        disabled={Boolean(inputError) || !approved}
        onClick={onSupply}
        className="rounded-2xl bg-brand py-4 font-semibold text-white disabled:bg-slate-200 disabled:text-slate-500 dark:disabled:bg-slate-800"
      >
        {inputError ? <MintErrorText error={inputError} /> : <Trans>Supply</Trans>}
      </button>
    </div>
  )
}
