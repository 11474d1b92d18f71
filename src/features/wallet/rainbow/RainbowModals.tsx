import '@rainbow-me/rainbowkit/styles.css'
import { RainbowKitProvider, darkTheme, lightTheme, useChainModal, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { defaultChain } from '@/config/chains'
import { useWalletModalStore } from '@/entities/wallet-modal'
import type { Locale } from '@/lib/i18n'
import { rainbowKitLocale } from './rainbowKitLocale'

/** Opens the modal the app asked for, once RainbowKit is ready to open it. */
function Opener() {
  const requested = useWalletModalStore((state) => state.requested)
  const { openConnectModal } = useConnectModal()
  const { openChainModal } = useChainModal()
  useEffect(() => {
    const open = requested === 'connect' ? openConnectModal : requested === 'chain' ? openChainModal : undefined
    if (!open) return
    open()
    useWalletModalStore.getState().shown()
  }, [requested, openConnectModal, openChainModal])
  return null
}

/**
 * RainbowKit's provider and modals, loaded on demand (see `useWalletModalStore`). It wraps no part of the app: the
 * app asks for a modal through the store, and the modals render in RainbowKit's own portal.
 */
export default function RainbowModals({ dark, locale }: { dark: boolean; locale: Locale }) {
  return (
    <RainbowKitProvider initialChain={defaultChain} theme={dark ? darkTheme() : lightTheme()} locale={rainbowKitLocale[locale]}>
      <Opener />
    </RainbowKitProvider>
  )
}
