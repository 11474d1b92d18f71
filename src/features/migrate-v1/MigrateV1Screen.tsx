import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { displaySymbol } from '@/entities/token'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { MigrateActions } from './components/MigrateActions'
import { MigrationPrices } from './components/MigrationPrices'
import { MigrationRefusal } from './components/MigrationRefusal'
import { V1ExchangeState } from './components/V1ExchangeState'
import { V1Frame, V1Notice } from './components/V1Frame'
import { V1PositionCard } from './components/V1PositionCard'
import { WriteSuccess } from './components/WriteSuccess'
import { useExchangePosition } from './hooks/useExchangePosition'
import { useMigrateV1 } from './hooks/useMigrateV1'
import { useMigration } from './hooks/useMigration'
import { useMigrationApproval } from './hooks/useMigrationApproval'

/** /migrate/v1/{exchange} (spec 2): one V1 position moved into the token's V2 pool with ETH, or refused for WETH. */
export function MigrateV1Screen({ exchange }: { exchange: Address }) {
  const { address: account } = useAccount()
  return (
    <V1Frame title={<Trans>Migrate V1 Liquidity</Trans>} back>
      {account ? (
        <MigrateV1Form key={account} account={account} exchange={exchange} />
      ) : (
        <V1Notice>
          <Trans>You must connect an account.</Trans>
        </V1Notice>
      )}
    </V1Frame>
  )
}

function MigrateV1Form({ account, exchange }: { account: Address; exchange: Address }) {
  const chainId = useReadChainId()
  const found = useExchangePosition(chainId, account, exchange)
  const { position, refused } = found
  const migration = useMigration(chainId, refused ? undefined : position)
  const approval = useMigrationApproval(chainId, refused ? undefined : position)
  const write = useMigrateV1(chainId, refused ? undefined : position, migration?.amounts)
  const symbol = displaySymbol(found.token?.symbol)

  if (write.status === 'confirmed') {
    return (
      <WriteSuccess>
        <Trans>Your {symbol} liquidity was migrated to Uniswap V2.</Trans>
      </WriteSuccess>
    )
  }
  if (refused) {
    return (
      <>
        {position ? <V1PositionCard position={position} /> : null}
        <MigrationRefusal exchange={exchange} />
      </>
    )
  }
  if (!position || !migration) return <V1ExchangeState found={found} />
  return (
    <>
      <p className="text-sm text-slate-500">
        <Trans>
          This tool will safely migrate your V1 liquidity to V2 with minimal price risk. The process is completely
          trustless.
        </Trans>
      </p>
      <V1PositionCard position={position} />
      <MigrationPrices migration={migration} symbol={symbol} />
      <MigrateActions approval={approval} status={write.status} ready={write.ready} onMigrate={write.migrate} />
    </>
  )
}
