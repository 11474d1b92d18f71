import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { TextField } from '@/components/ui'
import { wrappedNative } from '@/entities/token'
import { useV1Positions } from '@/entities/v1'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { V1Frame, V1Notice } from './components/V1Frame'
import { V1PositionCard } from './components/V1PositionCard'
import { V1PositionLinks } from './components/V1PositionLinks'
import { useV1SearchTokens } from './hooks/useV1SearchTokens'
import { migrationRefused } from './model/migrate'

/**
 * /migrate/v1 (spec 2): the account's V1 positions, each with 'Migrate' and 'Remove' (WETH/ETH: remove only). What is
 * left after a migration stays listed.
 */
export function MigrateV1ListScreen() {
  const { t } = useLingui()
  const { address: account } = useAccount()
  const chainId = useReadChainId()
  const [search, setSearch] = useState('')
  const { tokens, searching } = useV1SearchTokens(chainId, search)
  const { positions, loading } = useV1Positions(chainId, account, tokens)
  const weth = wrappedNative(chainId)?.address
  const label = t`Enter a token address to find liquidity`
  return (
    <V1Frame title={<Trans>Migrate V1 Liquidity</Trans>}>
      <p className="text-sm text-slate-500">
        <Trans>
          For each pool shown below, click migrate to remove your liquidity from Uniswap V1 and deposit it into Uniswap
          V2.
        </Trans>
      </p>
      <TextField label={label} placeholder={label} value={search} onValueChange={setSearch} />
      <div role="status" className="flex flex-col items-center gap-3">
        {!account ? (
          <V1Notice announce={false}>
            <Trans>Connect to a wallet to view your V1 liquidity.</Trans>
          </V1Notice>
        ) : loading || searching ? (
          <V1Notice announce={false}>
            <Trans>Loading</Trans>
          </V1Notice>
        ) : positions.length === 0 ? (
          <V1Notice announce={false}>
            <Trans>No V1 Liquidity found.</Trans>
          </V1Notice>
        ) : (
          positions.map((position) => (
            <V1PositionCard key={position.exchange} position={position}>
              <V1PositionLinks
                position={position}
                refused={Boolean(weth && migrationRefused(position.token.address, weth))}
              />
            </V1PositionCard>
          ))
        )}
      </div>
    </V1Frame>
  )
}
