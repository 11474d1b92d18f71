import { Trans, useLingui } from '@lingui/react/macro'
import type { StakingPool } from '@/config/staking'
import { Button } from '@/components/ui'
import { ApprovalNote } from '@/entities/allowance'
import { SendButton, WriteDialog } from '@/entities/transaction'
import { useModalStore } from '@/entities/modal'
import type { PoolStake } from '@/entities/staking'
import { type TokenInfo, displaySymbol } from '@/entities/token'
import { useStakeForm } from '../hooks/useStakeForm'
import { formatRewardAmount } from '../model/format'
import { perWeek, rateForDeposit } from '../model/rates'
import { AmountField } from './AmountField'

interface StakeDialogProps {
  chainId: number | undefined
  pool: StakingPool
  stake: PoolStake
  /** The pool's rate now (0 after the end). */
  poolRate: bigint
  reward: TokenInfo | undefined
}

/** 'Deposit' (spec 2): amount, the weekly reward it would earn, Approve (or sign) then Deposit. */
export function StakeDialog(props: StakeDialogProps) {
  const open = useModalStore((state) => state.openModal === 'stake')
  return open ? <OpenStakeDialog {...props} /> : null
}

function OpenStakeDialog({ chainId, pool, stake, poolRate, reward }: StakeDialogProps) {
  const { t } = useLingui()
  const form = useStakeForm(chainId, pool)
  const { auth, inputError } = form
  const symbol = displaySymbol(reward?.symbol ?? 'UNI')
  const weekly = formatRewardAmount(
    perWeek(rateForDeposit(poolRate, inputError ? 0n : (form.amount ?? 0n), stake.totalStaked)),
    reward?.decimals ?? 18,
  )
  const amount = form.shown
  return (
    <WriteDialog
      title={<Trans>Deposit</Trans>}
      chainId={chainId}
      write={form.write}
      failure="dismiss"
      onDismiss={form.write.reset}
      pendingText={<Trans>Depositing {amount} UNI-V2</Trans>}
      submittedText={<Trans>Deposited {amount} UNI-V2</Trans>}
    >
      <div className="flex flex-col gap-3">
        <AmountField
          label={t`Deposit`}
          value={form.typed}
          onChange={form.setTyped}
          available={form.available}
          availableLabel={t`Available to deposit`}
        />
        <p
          className="flex justify-between rounded-2xl bg-slate-100 p-3 text-sm dark:bg-slate-800"
          data-testid="weekly-rewards"
        >
          <span>
            <Trans>Weekly rewards</Trans>
          </span>
          <span className="font-semibold">
            <Trans>
              {weekly} {symbol} / week
            </Trans>
          </span>
        </p>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="flex-1"
            busy={auth.state === 'PENDING'}
            disabled={auth.state !== 'NOT_APPROVED' || Boolean(inputError)}
            onClick={() => void auth.approve()}
          >
            {auth.state === 'PENDING' ? (
              <Trans>Approving</Trans>
            ) : auth.state === 'APPROVED' && !inputError ? (
              <Trans>Approved</Trans>
            ) : (
              <Trans>Approve</Trans>
            )}
          </Button>
          <SendButton
            className="flex-1"
            disabled={Boolean(inputError) || auth.state !== 'APPROVED'}
            onClick={() => void form.deposit()}
          >
            {inputError ? <Trans>Enter an amount</Trans> : <Trans>Deposit</Trans>}
          </SendButton>
        </div>
        {!inputError && (auth.state === 'NOT_APPROVED' || auth.state === 'PENDING') ? (
          <ApprovalNote approval={auth.note} />
        ) : null}
      </div>
    </WriteDialog>
  )
}
