import { useMemo, useState } from 'react'
import { type Connector, useAccount, useConnect, useConnectors, useDisconnect } from 'wagmi'
import { defaultChain, isSupportedChain } from '@/config/chains'
import { AppError, toStoredError } from '@/lib/errors'
import { isWrongNetworkError } from '../model/isWrongNetworkError'
import { walletOptions } from '../model/walletOptions'
import { type WalletView, type WalletViewEvent, accountView, nextWalletView } from '../model/walletView'

/**
 * 'Change' in the wallet modal (spec 4): the old wallet is disconnected only once the chosen one connects, so the
 * account view never disappears. A failure reads 'Error connecting.' with Try Again.
 */
export function useWalletChange(open: boolean) {
  const connectors = useConnectors()
  const { connector: current, chainId } = useAccount()
  const { connectAsync } = useConnect()
  const { disconnectAsync } = useDisconnect()
  const [view, setView] = useState<WalletView>(accountView)
  const [seen, setSeen] = useState({ open, connectorUid: current?.uid })
  const send = (event: WalletViewEvent): void => setView((previous) => nextWalletView(previous, event))

  // Closing the dialog, or a change of connector (a new connection, or one made in the wallet itself), ends it all.
  if (seen.open !== open || seen.connectorUid !== current?.uid) {
    setSeen({ open, connectorUid: current?.uid })
    if (view !== accountView) setView(accountView)
  }

  const connectWallet = async (connector: Connector): Promise<void> => {
    const chain = isSupportedChain(chainId) && chainId !== undefined ? chainId : defaultChain.id
    const previous = current
    try {
      await connectAsync({ connector, chainId: chain })
    } catch (error) {
      // The wallet could not be put on this network: connect it on its own network (the header then offers the switch).
      if (!isWrongNetworkError(error)) throw error
      await connectAsync({ connector })
    }
    if (previous && previous.uid !== connector.uid)
      await disconnectAsync({ connector: previous }).catch(() => undefined)
  }

  const choose = (connectorUid: string): void => {
    const connector = connectors.find((c) => c.uid === connectorUid)
    if (!connector || connector.uid === current?.uid) return send({ type: 'back' })
    send({ type: 'choose', connectorUid })
    connectWallet(connector).then(
      () => send({ type: 'done' }),
      (error: unknown) =>
        send({ type: 'failed', connectorUid, error: toStoredError(new AppError('CONNECT_FAILED', { cause: error })) }),
    )
  }

  const options = useMemo(() => walletOptions(connectors), [connectors])
  return {
    view,
    options,
    currentUid: current?.uid,
    change: () => send({ type: 'change' }),
    back: () => send({ type: 'back' }),
    choose,
  }
}
