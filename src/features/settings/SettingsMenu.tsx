import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useRef, useState } from 'react'
import { Button, Dialog, Icon } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import type { SettingsView } from './components/SettingsBody'

// The dialog's content loads when the gear is first pointed at, focused or opened: the swap page carries none of it.
const loadBody = () => import('./components/SettingsBody')
const SettingsBody = lazy(loadBody)

/**
 * The gear button and the settings dialog: slippage, deadline, expert mode (only after typing 'confirm'), single-hop
 * routing, dark mode and exact approvals.
 */
export function SettingsMenu() {
  const { t } = useLingui()
  const open = useModalStore((state) => state.openModal === 'settings')
  const toggleModal = useModalStore((state) => state.toggleModal)
  const closeModal = useModalStore((state) => state.closeModal)
  const [view, setView] = useState<SettingsView>('settings')
  // Safari does not focus a clicked button: name the gear as the place focus returns to.
  const gear = useRef<HTMLButtonElement>(null)
  // Closed by anything (close button, Escape, another modal opening): it opens at the settings view again.
  if (!open && view !== 'settings') setView('settings')

  return (
    <>
      <Button
        ref={gear}
        variant="ghost"
        size="sm"
        aria-label={t`Settings`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadBody()}
        onFocus={() => void loadBody()}
        onClick={() => toggleModal('settings')}
      >
        <Icon name="gear" className="text-xl" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : closeModal())}
        title={view === 'confirmExpertMode' ? <Trans>Are you sure?</Trans> : <Trans>Settings</Trans>}
        closeLabel={t`Close`}
        returnFocusRef={gear}
      >
        <Suspense fallback={null}>
          <SettingsBody view={view} onView={setView} />
        </Suspense>
      </Dialog>
    </>
  )
}
