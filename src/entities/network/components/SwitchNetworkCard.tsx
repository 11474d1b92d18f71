import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button, Card, ErrorText } from '@/components/ui'
import { networkInfo } from '@/config/chains'
import { useSwitchNetwork } from '../useSwitchNetwork'

/** In place of a screen the wallet's network cannot serve: why, and a switch to each network in `targets` that can. */
export function SwitchNetworkCard({
  heading,
  text,
  targets,
  testId,
}: {
  heading: ReactNode
  text: ReactNode
  targets: readonly number[]
  testId?: string
}) {
  const { switchTo, pendingChainId, errorText } = useSwitchNetwork()
  return (
    <Card as="main" variant="raised" padding={6} className="mx-auto mt-8 w-full max-w-card" data-testid={testId}>
      <h2 className="text-lg font-semibold">{heading}</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
      {targets.map((chainId, index) => {
        const target = networkInfo(chainId)?.label ?? String(chainId)
        return (
          <Button
            key={chainId}
            className={index === 0 ? 'mt-4' : 'mt-2'}
            variant={index === 0 ? 'primary' : 'secondary'}
            size="lg"
            fullWidth
            busy={pendingChainId === chainId}
            onClick={() => switchTo(chainId)}
          >
            <Trans>Switch to {target}</Trans>
          </Button>
        )
      })}
      {errorText ? (
        <ErrorText role="alert" className="mt-2 text-sm">
          {errorText}
        </ErrorText>
      ) : null}
    </Card>
  )
}
