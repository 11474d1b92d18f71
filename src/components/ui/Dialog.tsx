import { type ComponentType, Suspense, lazy, useState } from 'react'
import type { DialogProps } from './DialogPanel'

let loaded: ComponentType<DialogProps> | undefined

/** Loads the dialog's code ahead of its first open (tests, or a hover that will likely open one). */
export const preloadDialog = async (): Promise<{ default: ComponentType<DialogProps> }> => {
  const panel = (await import('./DialogPanel')).default
  loaded = panel
  return { default: panel }
}

const LazyPanel = lazy(preloadDialog)

/**
 * The app's modal. Radix's dialog code loads the first time one opens, not with the page; once opened it stays
 * mounted, so closing runs Radix's own close (focus return).
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open)
  // Chosen once per dialog: switching from the lazy wrapper to the loaded panel would remount it.
  const [Panel] = useState<ComponentType<DialogProps>>(() => loaded ?? LazyPanel)
  if (props.open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}
