import { Trans } from '@lingui/react/macro'
import { defaultChain } from '@/config/chains'
import { SwitchNetworkCard } from './SwitchNetworkCard'

const SEPOLIA = 11155111

/**
 * In place of every screen while the wallet is on a retired test network: says so plainly (not a wrong-network
 * warning: the app knows the network, it just no longer runs) and offers the networks in use.
 */
export function RetiredNetwork({ label }: { label: string }) {
  return (
    <SwitchNetworkCard
      testId="retired-network"
      heading={<Trans>This network was retired ({label}).</Trans>}
      text={
        <Trans>
          Its nodes were shut down: the app can neither read nor send there. Switch your wallet to a network in use.
        </Trans>
      }
      targets={defaultChain.id === SEPOLIA ? [SEPOLIA] : [defaultChain.id, SEPOLIA]}
    />
  )
}
