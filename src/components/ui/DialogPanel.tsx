import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, type RefObject, useRef } from 'react'

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
 * The app's modal (loaded by `Dialog` when it first opens): focus trapped, Escape and overlay close it, at most 90vh high (spec section 9). Our dialogs open
 * through the modal store, not a Radix trigger, so focus goes back to whatever had it when the dialog opened
 * (unless focus already moved on, e.g. into the next modal).
 */
export default function DialogPanel({ open, onOpenChange, title, children, closeLabel, panelClassName = 'max-h-[90vh] overflow-y-auto', onOpenAutoFocus, returnFocusRef, keepOpenOnOutsideClick = false }: DialogProps) {
  const opener = useRef<HTMLElement | null>(null)
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
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const dropped = document.activeElement === null || document.activeElement === document.body
            const target = returnFocusRef?.current ?? opener.current
            if (dropped && target?.isConnected) target.focus()
          }}
          className={`fixed left-1/2 top-1/2 z-50 w-[min(420px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-5 shadow-xl dark:bg-slate-900 ${panelClassName}`}
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
