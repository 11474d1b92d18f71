import { Trans } from '@lingui/react/macro'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { SendButton } from '@/entities/transaction'
import { displaySymbol } from '@/entities/token'
import { useReadChainId } from '@/lib/chain/useReadChainId'
import { V1ExchangeState } from './components/V1ExchangeState'
import { V1Frame, V1Notice } from './components/V1Frame'
import { V1PositionCard } from './components/V1PositionCard'
import { WriteSuccess } from './components/WriteSuccess'
import { useExchangePosition } from './hooks/useExchangePosition'
import { useRemoveV1 } from './hooks/useRemoveV1'
import { isWriting } from './model/writing'

/** /remove/v1/{exchange} (spec 2): all of one V1 position back to the account as the token and ETH. */
export function RemoveV1Screen({ exchange }: { exchange: Address }) {
  const { address: account } = useAccount()
  return (
    <V1Frame title={<Trans>Remove V1 Liquidity</Trans>} back>
      {account ? (
        <RemoveV1Form key={account} account={account} exchange={exchange} />
      ) : (
        <V1Notice>
          <Trans>You must connect an account.</Trans>
        </V1Notice>
      )}
    </V1Frame>
  )
}

function RemoveV1Form({ account, exchange }: { account: Address; exchange: Address }) {
  const chainId = useReadChainId()
  const found = useExchangePosition(chainId, account, exchange)
  const write = useRemoveV1(chainId, found.position)
  const symbol = displaySymbol(found.token?.symbol)
  const removing = isWriting(write.status)

  if (write.status === 'confirmed') {
    return (
      <WriteSuccess>
        <Trans>Your {symbol} and ETH were returned from the V1 pool.</Trans>
      </WriteSuccess>
    )
  }
  if (!found.position) return <V1ExchangeState found={found} />
  return (
    <>
      <V1PositionCard position={found.position} />
      <SendButton size="lg" fullWidth disabled={!write.ready} busy={removing} onClick={write.remove}>
        {removing ? <Trans>Removing</Trans> : <Trans>Remove</Trans>}
      </SendButton>
    </>
  )
}
