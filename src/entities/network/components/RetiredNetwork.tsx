import { Trans } from '@lingui/react/macro'
import { Button, Card, ErrorText } from '@/components/ui'
import { defaultChain, networkInfo } from '@/config/chains'
import { useSwitchNetwork } from '../useSwitchNetwork'

const SEPOLIA = 11155111

/** The same message as the not-available screen's switch, so its translations apply. */
function SwitchTo({ target }: { target: string }) {
  return <Trans>Switch to {target}</Trans>
}

/**
 * In place of every screen while the wallet is on a retired test network: says so plainly (not a wrong-network
 * warning: the app knows the network, it just no longer runs) and offers the networks in use.
 */
export function RetiredNetwork({ label }: { label: string }) {
  const { switchTo, pendingChainId, errorText } = useSwitchNetwork()
  const target = networkInfo(defaultChain.id)?.label ?? defaultChain.name
  const testnet = networkInfo(SEPOLIA)?.label ?? String(SEPOLIA)
  return (
    <Card
      as="main"
      variant="raised"
      padding={6}
      className="mx-auto mt-8 w-full max-w-card"
      data-testid="retired-network"
    >
      <h2 className="text-lg font-semibold">
        <Trans>This network was retired ({label}).</Trans>
      </h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Its nodes were shut down: the app can neither read nor send there. Switch your wallet to a network in use.
        </Trans>
      </p>
      <Button
        className="mt-4"
        size="lg"
        fullWidth
        busy={pendingChainId === defaultChain.id}
        onClick={() => switchTo(defaultChain.id)}
      >
        <SwitchTo target={target} />
      </Button>
      {defaultChain.id !== SEPOLIA ? (
        <Button
          className="mt-2"
          variant="secondary"
          size="lg"
          fullWidth
          busy={pendingChainId === SEPOLIA}
          onClick={() => switchTo(SEPOLIA)}
        >
          <SwitchTo target={testnet} />
        </Button>
      ) : null}
      {errorText ? (
        <ErrorText role="alert" className="mt-2 text-sm">
          {errorText}
        </ErrorText>
      ) : null}
    </Card>
  )
}
