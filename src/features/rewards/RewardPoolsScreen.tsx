import { Trans } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { PoolCard } from './components/PoolCard'
import { useRewardPools } from './hooks/useRewardPools'
import { arrangePools } from './model/poolFigures'

/**
 * /uni, the participating pools (spec 2): a card per running pool (the user's first, then the largest), and apart
 * the ended pools that still hold the user's stake or rewards. 'No active pools' when nothing runs.
 */
export function RewardPoolsScreen() {
  const { address: account } = useAccount()
  const chainId = useReadChainId()
  const { entries, currencies, snapshot } = useRewardPools(chainId, account)
  const { current, ended } = arrangePools(entries)
  const symbol = currencies.reward?.symbol ?? 'UNI'
  return (
    <main className="mx-auto mt-8 flex w-full max-w-[640px] flex-col gap-4 px-4">
      <section className="rounded-2xl bg-brand/10 p-4 text-sm text-brand-dark dark:text-sky-200">
        <h2 className="mb-1 text-lg font-semibold">
          <Trans>{symbol} liquidity mining</Trans>
        </h2>
        <p>
          <Trans>Deposit your Liquidity Provider tokens to receive {symbol}, the protocol governance token.</Trans>
        </p>
        <p className="mt-1 text-xs">
          <Trans>
            The APR is an estimate from on-chain reserves alone: a year of rewards at the current rate, priced in ETH
            through V2 pairs, over the value staked.
          </Trans>
        </p>
      </section>
      <h2 className="text-lg font-semibold">
        <Trans>Participating pools</Trans>
      </h2>
      {current.length === 0 ? (
        <p role="status" className="py-8 text-center text-slate-500">
          <Trans>No active pools</Trans>
        </p>
      ) : (
        current.map((entry) => (
          <PoolCard key={entry.pool.address} entry={entry} currencies={currencies} clock={snapshot} />
        ))
      )}
      {ended.length > 0 ? (
        <section aria-labelledby="ended-pools" className="flex flex-col gap-4">
          <h2 id="ended-pools" className="text-lg font-semibold">
            <Trans>Ended pools</Trans>
          </h2>
          {ended.map((entry) => (
            <PoolCard key={entry.pool.address} entry={entry} currencies={currencies} clock={snapshot} />
          ))}
        </section>
      ) : null}
    </main>
  )
}
