import { Suspense, lazy } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { usePopupStore } from '@/entities/popup'

// What a popup shows loads with the first one: most visits raise none.
const PopupCard = lazy(() => import('./PopupCard'))

/** Popups in the top-right corner, announced to screen readers (the live region is always there, so each new popup is read). */
export function Popups() {
  const popups = usePopupStore(useShallow((state) => state.popups.filter((p) => p.show)))
  const removePopup = usePopupStore((state) => state.removePopup)
  return (
    <div
      className="fixed end-4 top-20 z-50 flex w-80 flex-col gap-2"
      role="status"
      aria-live="polite"
      data-testid="popups"
    >
      <Suspense fallback={null}>
        {popups.map((popup) => (
          <PopupCard key={popup.key} popup={popup} onClose={() => removePopup(popup.key)} />
        ))}
      </Suspense>
    </div>
  )
}
