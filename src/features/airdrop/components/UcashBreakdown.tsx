import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useAccount } from 'wagmi'
import { useEarnedRewards } from '@/entities/staking'
import { AddToWalletButton, useOnChainToken } from '@/entities/token'
import { formatDecimal } from '@/lib/format/moreFormats'
import { useUcash } from '../hooks/useUcash'
import { formatFixed, ucashMarketFacts } from '../model/ucash'

function Ucash({ amount }: { amount: string }) {
  return <Trans>{amount} UCASH</Trans>
}

function Row({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <div className="flex justify-between gap-4" data-testid={testId}>
      <dt>{label}</dt>
      <dd className="text-end font-medium">{value}</dd>
    </div>
  )
}

/**
 * The UCASH breakdown (spec 2): the account's balance (2 decimals) and unclaimed rewards across every reward pool,
 * the total supply from the chain, on mainnet the fixed price and circulating supply; add to wallet, and the pools.
 */
export function UcashBreakdown({ chainId, onNavigate }: { chainId: number | undefined; onNavigate(): void }) {
  const { address: account } = useAccount()
  const { address, decimals, balance, totalSupply } = useUcash(chainId, account, { totalSupply: true })
  const rewards = useEarnedRewards(chainId, account)
  const token = useOnChainToken(chainId, address).data
  const market = ucashMarketFacts(chainId)
  const show = (raw: bigint | undefined, places: number) =>
    raw === undefined || decimals === undefined ? '…' : formatFixed(raw, decimals, places)
  const [balanceText, unclaimedText, supplyText] = [
    show(balance, 2),
    rewards.isLoading ? '…' : show(rewards.total, 4),
    show(totalSupply, 0),
  ]
  const [price, circulating] = market
    ? [formatDecimal(market.priceBtc), formatFixed(market.circulatingSupply, 0, 0)]
    : []
  return (
    <div className="flex flex-col gap-4">
      {account ? (
        <dl className="flex flex-col gap-2 rounded-2xl bg-slate-100 p-4 dark:bg-slate-800">
          <Row testId="ucash-breakdown-balance" label={<Trans>Balance</Trans>} value={<Ucash amount={balanceText} />} />
          <Row
            testId="ucash-breakdown-unclaimed"
            label={<Trans>Unclaimed rewards</Trans>}
            value={<Ucash amount={unclaimedText} />}
          />
          {rewards.failed.length > 0 ? (
            <p className="text-xs text-amber-800 dark:text-amber-200">
              <Trans>Some reward pools could not be read: their rewards are not counted.</Trans>
            </p>
          ) : null}
        </dl>
      ) : null}
      <dl className="flex flex-col gap-2 text-sm">
        {market ? (
          <>
            <Row testId="ucash-breakdown-price" label={<Trans>UCASH price</Trans>} value={<Trans>{price} BTC</Trans>} />
            <Row testId="ucash-breakdown-circulation" label={<Trans>UCASH in circulation</Trans>} value={circulating} />
          </>
        ) : null}
        <Row testId="ucash-breakdown-supply" label={<Trans>Total supply</Trans>} value={supplyText} />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {token ? <AddToWalletButton token={token} /> : <span />}
        <Link
          to="/uni"
          onClick={onNavigate}
          className="text-sm font-semibold text-brand-dark hover:underline dark:text-sky-300"
        >
          <Trans>View reward pools</Trans>
        </Link>
      </div>
    </div>
  )
}
