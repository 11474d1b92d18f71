import { type ComponentType, Suspense, lazy, useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle/whenIdle'
import { type ModalName, useModalStore } from './modalStore'

export interface LazyModalOptions {
  /** Load the code once the page is idle, so that the first open does not wait for it (the token picker). */
  preloadWhenIdle?: boolean
}

/**
 * A modal-store dialog whose code loads on first open (or when idle), not with the swap page. Once open it stays
 * mounted, keeping its state across closing as an eager dialog does.
 */
export function lazyModal<P extends object>(
  name: ModalName,
  load: () => Promise<ComponentType<P>>,
  options: LazyModalOptions = {},
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const loadOnce = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const Loaded = lazy(loadOnce)
  return function LazyModal(props: P) {
    const open = useModalStore((state) => state.openModal === name)
    const [mounted, setMounted] = useState(open)
    if (open && !mounted) setMounted(true)
    useEffect(() => {
      if (!options.preloadWhenIdle) return
      // A failed preload is forgotten: the first open loads again.
      return whenIdle(() => void loadOnce().catch(() => undefined), 3_000, 1_000)
    }, [])
    if (!mounted) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
