import type { StoredError } from '@/lib/errors'

/** The connected wallet modal's views (spec 4): account, wallet options ('Change'), and the pending connection. */
export type WalletView =
  { name: 'account' } | { name: 'options' } | { name: 'pending'; connectorUid: string; error?: StoredError }

export type WalletViewEvent =
  | { type: 'change' }
  | { type: 'back' }
  | { type: 'choose'; connectorUid: string }
  | { type: 'failed'; connectorUid: string; error: StoredError }
  /** The new connection is made, the connector changed, or the dialog closed. */
  | { type: 'done' }

export const accountView: WalletView = { name: 'account' }

/** The next view after an event. A failure only counts while its connection is still the one pending. */
export function nextWalletView(view: WalletView, event: WalletViewEvent): WalletView {
  switch (event.type) {
    case 'change':
      return { name: 'options' }
    case 'back':
    case 'done':
      return accountView
    case 'choose':
      return { name: 'pending', connectorUid: event.connectorUid }
    case 'failed':
      return view.name === 'pending' && view.connectorUid === event.connectorUid
        ? { ...view, error: event.error }
        : view
  }
}
