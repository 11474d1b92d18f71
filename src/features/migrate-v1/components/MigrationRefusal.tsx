import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Address } from 'viem'

/** The WETH/ETH pool cannot be migrated (spec 2): why, and the way out (remove it). */
export function MigrationRefusal({ exchange }: { exchange: Address }) {
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="migration-refusal"
    >
      <p>
        <Trans>Uniswap V2 does not support ETH/WETH pools: this liquidity cannot be migrated. Remove it instead.</Trans>
      </p>
      <Link
        to="/remove/v1/$address"
        params={{ address: exchange }}
        className="rounded-xl bg-brand py-2 text-center font-semibold text-white"
      >
        <Trans>Remove</Trans>
      </Link>
    </div>
  )
}
