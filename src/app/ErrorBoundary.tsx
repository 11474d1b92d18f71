import { Trans } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button } from '@/components/ui'

interface State {
  error: Error | null
}

/** Last line of defence: a render error shows a message with a reload button instead of a white screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children
    return (
      <main role="alert" className="mx-auto max-w-card p-6 text-center">
        <h1 className="text-lg font-semibold">
          <Trans>Something went wrong</Trans>
        </h1>
        <Button size="sm" className="mt-4" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </main>
    )
  }
}
