import { Trans, useLingui } from '@lingui/react/macro'
import type { StakingPool } from '@/config/staking'
import { SendButton, WriteDialog } from '@/entities/transaction'
import { useModalStore } from '@/entities/modal'
import type { PoolStake } from '@/entities/staking'
import { type TokenInfo, displaySymbol } from '@/entities/token'
import { useUnstakeForm } from '../hooks/useUnstakeForm'
import { formatRewardAmount } from '../model/format'
import { AmountField } from './AmountField'
import { Row } from './Row'

interface UnstakeDialogProps {
  chainId: number | undefined
  pool: StakingPool
  stake: PoolStake
  reward: TokenInfo | undefined
}

/** 'Withdraw' (spec 2): the stake and unclaimed rewards, 'Withdraw & Claim', or a partial withdraw. */
export function UnstakeDialog(props: UnstakeDialogProps) {
  const open = useModalStore((state) => state.openModal === 'unstake')
  return open ? <OpenUnstakeDialog {...props} /> : null
}

function OpenUnstakeDialog({ chainId, pool, stake, reward }: UnstakeDialogProps) {
  const { t } = useLingui()
  const form = useUnstakeForm(pool, stake)
  const symbol = displaySymbol(reward?.symbol ?? 'UNI')
  const earned = formatRewardAmount(stake.earned, reward?.decimals ?? 18)
  const staked = formatRewardAmount(stake.staked, 18)
  const amount = form.sent?.amount ?? '0'
  const exiting = form.sent?.kind === 'exit'
  return (
    <WriteDialog
      title={<Trans>Withdraw</Trans>}
      chainId={chainId}
      write={form.write}
      failure="dismiss"
      onDismiss={form.write.reset}
      pendingText={
        exiting ? (
          <Trans>
            Withdrawing {amount} UNI-V2 and claiming {earned} {symbol}
          </Trans>
        ) : (
          <Trans>Withdrawing {amount} UNI-V2</Trans>
        )
      }
      submittedText={
        exiting ? (
          <Trans>
            Withdrew {amount} UNI-V2 and claimed {symbol}!
          </Trans>
        ) : (
          <Trans>Withdrew {amount} UNI-V2!</Trans>
        )
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <dl className="flex flex-col gap-1">
          <Row label={<Trans>Deposited liquidity</Trans>} testId="dialog-staked">
            <Trans>{staked} UNI-V2</Trans>
          </Row>
          <Row label={<Trans>Unclaimed {symbol}</Trans>} testId="dialog-earned">
            {earned}
          </Row>
        </dl>
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>When you withdraw, your {symbol} is claimed and your liquidity is removed from the mining pool.</Trans>
        </p>
        <SendButton size="lg" fullWidth disabled={stake.staked === 0n} onClick={() => void form.exit()}>
          {stake.staked === 0n ? <Trans>Enter an amount</Trans> : <Trans>Withdraw & Claim</Trans>}
        </SendButton>
        <h3 className="mt-2 font-semibold">
          <Trans>Or withdraw part of your deposit</Trans>
        </h3>
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>Your unclaimed {symbol} stays in the pool to claim later.</Trans>
        </p>
        <AmountField
          label={t`Withdraw`}
          value={form.typed}
          onChange={form.setTyped}
          available={stake.staked}
          availableLabel={t`Deposited`}
        />
        <SendButton
          variant="secondary"
          fullWidth
          disabled={Boolean(form.inputError)}
          onClick={() => void form.withdraw()}
        >
          {form.inputError ? <Trans>Enter an amount</Trans> : <Trans>Withdraw</Trans>}
        </SendButton>
      </div>
    </WriteDialog>
  )
}
