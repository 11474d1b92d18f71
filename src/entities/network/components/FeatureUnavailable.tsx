import { Trans } from '@lingui/react/macro'
import { defaultChain, networkInfo } from '@/config/chains'
import type { ChainFeature } from '../model/chainFeatures'
import { SwitchNetworkCard } from './SwitchNetworkCard'

function Heading({ feature, network }: { feature: ChainFeature; network: string }) {
  switch (feature) {
    case 'migrate':
      return <Trans>Migrating V1 liquidity is not available on this network ({network}).</Trans>
    case 'rewards':
      return <Trans>UCASH rewards are not available on this network ({network}).</Trans>
    case 'governance':
      return <Trans>Voting is not available on this network ({network}).</Trans>
    case 'claim':
    case 'ucash':
      return <Trans>UCASH is not available on this network ({network}).</Trans>
    default:
      return <Trans>The exchange is not available on this network ({network}).</Trans>
  }
}

/**
 * In place of a screen the wallet's network lacks contracts for: says so and offers the switch to the default network
 * (mainnet; the devnet in devnet builds), which has them all.
 */
export function FeatureUnavailable({ feature, chainId }: { feature: ChainFeature; chainId: number }) {
  const network = networkInfo(chainId)?.label ?? String(chainId)
  const target = networkInfo(defaultChain.id)?.label ?? defaultChain.name
  return (
    <SwitchNetworkCard
      heading={<Heading feature={feature} network={network} />}
      text={<Trans>Its contracts are not deployed there. Switch to {target} to use it.</Trans>}
      targets={[defaultChain.id]}
    />
  )
}
