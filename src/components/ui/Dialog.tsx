import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

interface DialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  title: ReactNode
  children: ReactNode
  closeLabel: string
}

/** The app's modal: focus trapped and returned, Escape and overlay close it, at most 90vh high (spec section 9). */
export function Dialog({ open, onOpenChange, title, children, closeLabel }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40 transition-opacity duration-200" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(420px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-xl dark:bg-slate-900"
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
