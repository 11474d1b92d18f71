import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAccount } from 'wagmi'
import { useActiveListTokens } from '@/entities/token-list'
import { useV1Positions } from '@/entities/v1'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { PositionCard } from './components/PositionCard'
import { useLiquidityPositions } from './hooks/useLiquidityPositions'

/** 'Your liquidity' (/pool, /liquidity; spec 2): the account's positions, links to create and add, import or migrate. */
export function PoolScreen() {
  const { address: account } = useAccount()
  const chainId = useReadChainId()
  const { positions, loading } = useLiquidityPositions(chainId, account)
  const listed = useActiveListTokens(chainId)
  const v1 = useV1Positions(chainId, account, [...listed.values()])
  const hasV1 = v1.positions.length > 0
  return (
    <main className="mx-auto mt-8 flex w-full max-w-[640px] flex-col gap-4 px-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Your liquidity</Trans>
        </h2>
        <div className="flex gap-2">
          <Link
            to="/create/{-$currencyIdA}/{-$currencyIdB}"
            params={{ currencyIdA: 'ETH' }}
            className="rounded-xl bg-brand/10 px-4 py-2 font-semibold text-brand"
          >
            <Trans>Create a pair</Trans>
          </Link>
          <Link
            to="/add/{-$currencyIdA}/{-$currencyIdB}"
            params={{ currencyIdA: 'ETH' }}
            className="rounded-xl bg-brand px-4 py-2 font-semibold text-white"
          >
            <Trans>Add Liquidity</Trans>
          </Link>
        </div>
      </div>
      <div role="status" className="flex flex-col items-center gap-3">
        {!account ? (
          <p className="py-8 text-slate-500">
            <Trans>Connect to a wallet to view your liquidity.</Trans>
          </p>
        ) : loading ? (
          <p className="py-8 text-slate-500">
            <Trans>Loading</Trans>
          </p>
        ) : positions.length === 0 ? (
          <p className="py-8 text-slate-500">
            <Trans>No liquidity found.</Trans>
          </p>
        ) : (
          positions.map((position) => <PositionCard key={position.address} position={position} />)
        )}
      </div>
      <p className="text-center text-sm">
        {hasV1 ? <Trans>V1 liquidity found!</Trans> : <Trans>Don't see a pool you joined?</Trans>}{' '}
        {hasV1 ? (
          <Link to="/migrate/v1" className="font-semibold text-brand">
            <Trans>Migrate now.</Trans>
          </Link>
        ) : (
          <Link to="/find" className="font-semibold text-brand">
            <Trans>Import it.</Trans>
          </Link>
        )}
      </p>
    </main>
  )
}
