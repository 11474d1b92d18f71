import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useAccount } from 'wagmi'
import { Card } from '@/components/ui'
import { useSettingsStore } from '@/entities/settings'
import { type Currency, NATIVE_CURRENCY_ID, currencyId, fromSdkToken } from '@/entities/token'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { CurrencySelectButton } from './components/CurrencySelectButton'
import { PositionCard } from './components/PositionCard'
import { pairPosition, useLiquidityPair } from './hooks/useLiquidityPair'

/** Import Pool (/find, spec 2): pick two tokens; a pool with the user's liquidity is found and saved to the pool page. */
export function FindScreen() {
  const { t } = useLingui()
  const chainId = useReadChainId()
  const { address: account } = useAccount()
  const [ids, setIds] = useState<[string | undefined, string | undefined]>([NATIVE_CURRENCY_ID, undefined])
  const info = useLiquidityPair(chainId, ids[0], ids[1], account)
  const { A, B } = info.currencies
  const select = (index: 0 | 1) => (currency: Currency) =>
    setIds((current) => (index === 0 ? [currencyId(currency), current[1]] : [current[0], currencyId(currency)]))
  const hasReserves = Boolean(info.pair && info.pair.reserve0.greaterThan(0) && info.pair.reserve1.greaterThan(0))
  const liquidity = info.userLiquidity ? BigInt(info.userLiquidity.quotient.toString()) : 0n
  const found = info.pairState === 'EXISTS' && hasReserves && liquidity > 0n
  const addPair = useSettingsStore((state) => state.addPair)
  const [tokenA, tokenB] = [info.sdk.A?.wrapped, info.sdk.B?.wrapped]
  useEffect(() => {
    // A found pool is saved (only when both tokens are on one chain and differ, which addPair checks).
    if (found && tokenA && tokenB) addPair(fromSdkToken(tokenA), fromSdkToken(tokenB))
  }, [found, tokenA, tokenB, addPair])
  const params = { currencyIdA: ids[0], currencyIdB: ids[1] }
  const position = pairPosition(info)

  let outcome
  if (!account) outcome = <Trans>Connect to a wallet to find pools</Trans>
  else if (!A || !B) outcome = <Trans>Select a token to find your liquidity.</Trans>
  else if (info.pairState === 'INVALID') outcome = <Trans>Invalid pair.</Trans>
  else if (info.pairState === 'LOADING') outcome = <Trans>Loading</Trans>
  else if (found) {
    outcome = (
      <>
        <Trans>Pool Found!</Trans>{' '}
        <Link to="/pool" className="font-semibold text-brand">
          <Trans>Manage this pool.</Trans>
        </Link>
      </>
    )
  } else if (info.pairState === 'EXISTS' && hasReserves) {
    outcome = (
      <>
        <Trans>You don't have liquidity in this pool yet.</Trans>{' '}
        <Link to="/add/{-$currencyIdA}/{-$currencyIdB}" params={params} className="font-semibold text-brand">
          <Trans>Add liquidity.</Trans>
        </Link>
      </>
    )
  } else {
    outcome = (
      <>
        <Trans>No pool found.</Trans>{' '}
        <Link to="/create/{-$currencyIdA}/{-$currencyIdB}" params={params} className="font-semibold text-brand">
          <Trans>Create pool.</Trans>
        </Link>
      </>
    )
  }
  return (
    <Card as="main" variant="raised" className="mx-auto mt-8 flex w-full max-w-card flex-col gap-3">
      <h2 className="text-lg font-semibold">
        <Trans>Import Pool</Trans>
      </h2>
      <CurrencySelectButton chainId={chainId} label={t`First token`} currency={A} other={B} onSelect={select(0)} />
      <p aria-hidden className="text-center">
        +
      </p>
      <CurrencySelectButton chainId={chainId} label={t`Second token`} currency={B} other={A} onSelect={select(1)} />
      <p role="status" className="py-4 text-center">
        {outcome}
      </p>
      {found && A && B && position ? <PositionCard position={position} /> : null}
    </Card>
  )
}
