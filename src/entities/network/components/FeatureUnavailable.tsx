import { Trans } from '@lingui/react/macro'
import { Button, Card, ErrorText } from '@/components/ui'
import { defaultChain, networkInfo } from '@/config/chains'
import type { ChainFeature } from '../model/chainFeatures'
import { useSwitchNetwork } from '../useSwitchNetwork'

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
  const { switchTo, pendingChainId, errorText } = useSwitchNetwork()
  const network = networkInfo(chainId)?.label ?? String(chainId)
  const target = networkInfo(defaultChain.id)?.label ?? defaultChain.name
  return (
    <Card as="main" variant="raised" padding={6} className="mx-auto mt-8 w-full max-w-card">
      <h2 className="text-lg font-semibold">
        <Heading feature={feature} network={network} />
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Its contracts are not deployed there. Switch to {target} to use it.</Trans>
      </p>
      <Button
        className="mt-4"
        size="lg"
        fullWidth
        busy={pendingChainId === defaultChain.id}
        onClick={() => switchTo(defaultChain.id)}
      >
        <Trans>Switch to {target}</Trans>
      </Button>
      {errorText ? (
        <ErrorText role="alert" className="mt-2 text-sm">
          {errorText}
        </ErrorText>
      ) : null}
    </Card>
  )
}
