import { Trans, useLingui } from '@lingui/react/macro'
import { useAccount } from 'wagmi'
import { Button, Dialog, ErrorText } from '@/components/ui'
import { networks, retiredNetwork } from '@/config/chains'
import { useModalStore } from '@/entities/modal'
import { type NetworkMenuEntry, networkMenu } from '../model/networkMenu'
import { useSwitchNetwork } from '../useSwitchNetwork'

function NetworkList({
  entries,
  pendingChainId,
  onPick,
}: {
  entries: NetworkMenuEntry[]
  pendingChainId: number | undefined
  onPick(entry: NetworkMenuEntry): void
}) {
  return (
    <ul className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.chainId}>
          <Button
            variant={entry.current ? 'secondary' : 'ghost'}
            fullWidth
            aria-current={entry.current ? 'true' : undefined}
            busy={pendingChainId === entry.chainId}
            onClick={() => onPick(entry)}
          >
            <img src={entry.logoUrl} alt="" className="h-6 w-6" />
            <span className="flex-1 text-start">{entry.label}</span>
            {entry.current ? (
              <span className="text-sm font-normal">
                <Trans>Connected</Trans>
              </span>
            ) : null}
          </Button>
        </li>
      ))}
    </ul>
  )
}

/**
 * The network selector (spec 9): featured networks, then test networks, the wallet's marked. Picking one asks the
 * wallet to switch; the dialog closes once it has.
 */
export function NetworkDialog() {
  const { t } = useLingui()
  const { chainId } = useAccount()
  const open = useModalStore((state) => state.openModal === 'network')
  const closeModal = useModalStore((state) => state.closeModal)
  const { switchTo, pendingChainId, errorText } = useSwitchNetwork()
  const menu = networkMenu(networks, chainId)
  const retired = retiredNetwork(chainId)?.label
  const pick = (entry: NetworkMenuEntry): void => (entry.current ? closeModal() : switchTo(entry.chainId, closeModal))
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeModal())}
      title={<Trans>Select a network</Trans>}
      closeLabel={t`Close`}
    >
      {retired ? (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
          <Trans>Your wallet is on {retired}, which was retired. Pick a network in use.</Trans>
        </p>
      ) : null}
      <NetworkList entries={menu.main} pendingChainId={pendingChainId} onPick={pick} />
      {menu.test.length > 0 ? (
        <>
          <h3 className="mb-2 mt-4 text-sm font-semibold text-slate-600 dark:text-slate-300">
            <Trans>Test networks</Trans>
          </h3>
          <NetworkList entries={menu.test} pendingChainId={pendingChainId} onPick={pick} />
        </>
      ) : null}
      {errorText ? (
        <ErrorText role="alert" className="mt-3 text-sm">
          {errorText}
        </ErrorText>
      ) : null}
    </Dialog>
  )
}
