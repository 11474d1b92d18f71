import * as RadixDialog from '@radix-ui/react-dialog'
import { type PointerEvent, type ReactNode, type RefObject, useRef } from 'react'
import { closesOnRelease, dragOffset, dragTransform, touchActionAt } from './dragToClose'
import { lastTabbable } from './lastTabbable'

export interface DialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  title: ReactNode
  children: ReactNode
  closeLabel: string
  /** Height and scrolling of the panel; default: at most 90vh, scrolling as a whole (spec section 9). */
  panelClassName?: string
  /** Where focus goes when the dialog opens (default: the first focusable element). */
  onOpenAutoFocus?: (event: Event) => void
  /** Where focus goes back on close; default: the element that had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>
  /** Keep the dialog open on clicks outside it (e.g. while the wallet is asked): Escape and the close button still close it. */
  keepOpenOnOutsideClick?: boolean
}

/**
 * The modal's body (loaded by `Dialog`): focus trapped, Escape and overlay close it, at most 90vh (spec 9). Opened
 * through the modal store, so focus returns to what had it on open, unless focus already moved on.
 */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  children,
  closeLabel,
  panelClassName = 'max-h-[90vh] overflow-y-auto',
  onOpenAutoFocus,
  returnFocusRef,
  keepOpenOnOutsideClick = false,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null)
  // A touch drag down (spec section 9): the pointer and where it started; only from the panel's top scroll position.
  const drag = useRef<{ id: number; y: number } | null>(null)
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (start?.id !== event.pointerId) return
    drag.current = null
    const panel = event.currentTarget
    delete panel.dataset.dragging
    panel.style.transform = dragTransform(0)
    if (event.type === 'pointerup' && closesOnRelease(dragOffset(start.y, event.clientY))) onOpenChange(false)
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40 transition-opacity duration-200" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
            onOpenAutoFocus?.(event)
          }}
          onPointerDownOutside={(event) => {
            if (keepOpenOnOutsideClick) event.preventDefault()
          }}
          onKeyDown={(event) => {
            // When the focused control goes away (a view of the dialog changes), Radix leaves focus on the panel itself,
            // where Shift+Tab would leave the trap and be pulled straight back: it goes to the panel's last control.
            if (event.key !== 'Tab' || !event.shiftKey || event.target !== event.currentTarget) return
            event.preventDefault()
            lastTabbable(event.currentTarget)?.focus()
          }}
          onPointerDown={(event) => {
            if (event.pointerType !== 'touch' || event.currentTarget.scrollTop > 0) return
            drag.current = { id: event.pointerId, y: event.clientY }
            event.currentTarget.dataset.dragging = ''
          }}
          onPointerMove={(event) => {
            const start = drag.current
            if (start?.id === event.pointerId)
              event.currentTarget.style.transform = dragTransform(dragOffset(start.y, event.clientY))
          }}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onScroll={(event) =>
            void (event.currentTarget.style.touchAction = touchActionAt(event.currentTarget.scrollTop))
          }
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const dropped = document.activeElement === null || document.activeElement === document.body
            const target = returnFocusRef?.current ?? opener.current
            if (dropped && target?.isConnected) target.focus()
          }}
          className={`fixed left-1/2 top-1/2 z-50 w-[min(420px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 touch-pan-x touch-pan-down touch-pinch-zoom transition-transform duration-200 data-dragging:transition-none motion-reduce:transition-none rounded-3xl bg-white p-5 shadow-xl dark:bg-slate-900 ${panelClassName}`}
        >
          <div className="mb-4 flex items-center justify-between">
            <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded-lg px-2 text-xl leading-none" aria-label={closeLabel}>
              ×
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
