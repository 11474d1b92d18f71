import { Suspense, lazy } from 'react'
import { useWalletModalStore } from '@/entities/wallet-modal'
import type { Locale } from '@/lib/i18n'

const RainbowModals = lazy(() => import('../rainbow/RainbowModals'))

/** Mounts RainbowKit's modals the first time a wallet modal is asked for (or preloaded), and keeps them. */
export function WalletModals({ dark, locale }: { dark: boolean; locale: Locale }) {
  const wanted = useWalletModalStore((state) => state.wanted)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <RainbowModals dark={dark} locale={locale} />
    </Suspense>
  )
}
