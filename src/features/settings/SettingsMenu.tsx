import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { Button, Dialog } from '@/components/ui'
import { useModalStore } from '@/entities/modal'
import { useSettingsStore } from '@/entities/settings'
import { DeadlineSetting } from './components/DeadlineSetting'
import { ExpertModeConfirm } from './components/ExpertModeConfirm'
import { InterfaceSettings } from './components/InterfaceSettings'
import { SlippageSetting } from './components/SlippageSetting'

/** 'settings', or the expert mode confirmation; 'back' is the settings view reached from the confirmation. */
type View = 'settings' | 'confirmExpertMode' | 'back'

/**
 * The gear button and the settings dialog (modal 'settings', one modal at a time): slippage tolerance, transaction
 * deadline, expert mode (on only after typing 'confirm'), single-hop routing, dark mode and exact approvals.
 */
export function SettingsMenu() {
  const { t } = useLingui()
  const sectionId = useId()
  const open = useModalStore((state) => state.openModal === 'settings')
  const toggleModal = useModalStore((state) => state.toggleModal)
  const closeModal = useModalStore((state) => state.closeModal)
  const setExpertMode = useSettingsStore((state) => state.setExpertMode)
  const [view, setView] = useState<View>('settings')
  // Safari does not focus a clicked button: name the gear as the place focus returns to.
  const gear = useRef<HTMLButtonElement>(null)
  // Closed by anything (close button, Escape, another modal opening): it opens at the settings view again.
  if (!open && view !== 'settings') setView('settings')

  return (
    <>
      <Button ref={gear} variant="ghost" size="sm" aria-label={t`Settings`} aria-haspopup="dialog" aria-expanded={open} onClick={() => toggleModal('settings')}>
        <span aria-hidden="true" className="text-xl leading-none">
          {'\u2699\uFE0E'}
        </span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : closeModal())}
        title={view === 'confirmExpertMode' ? <Trans>Are you sure?</Trans> : <Trans>Settings</Trans>}
        closeLabel={t`Close`}
        returnFocusRef={gear}
      >
        {view === 'confirmExpertMode' ? (
          <ExpertModeConfirm
            onConfirm={() => {
              setExpertMode(true)
              setView('back')
            }}
            onBack={() => setView('back')}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <section aria-labelledby={sectionId} className="flex flex-col gap-4">
              <h3 id={sectionId} className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                <Trans>Transaction Settings</Trans>
              </h3>
              <SlippageSetting />
              <DeadlineSetting />
            </section>
            <InterfaceSettings onRequestExpertMode={() => setView('confirmExpertMode')} focusExpertMode={view === 'back'} />
          </div>
        )}
      </Dialog>
    </>
  )
}
