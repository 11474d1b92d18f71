import '@rainbow-me/rainbowkit/styles.css'
import { RainbowKitProvider, darkTheme, lightTheme, useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'
import { defaultChain } from '@/config/chains'
import { useWalletModalStore } from '@/entities/wallet-modal'
import type { Locale } from '@/lib/i18n'
import { rainbowKitLocale } from './rainbowKitLocale'

/** Opens the modal the app asked for, once RainbowKit is ready to open it. */
function Opener() {
  const requested = useWalletModalStore((state) => state.requested)
  const { openConnectModal } = useConnectModal()
  useEffect(() => {
    const open = requested === 'connect' ? openConnectModal : undefined
    if (!open) return
    open()
    useWalletModalStore.getState().shown()
  }, [requested, openConnectModal])
  return null
}

/**
 * RainbowKit's themes with the brand blue, and its secondary and dimmed texts opaque enough for 4.5:1 (its defaults are
 * about 3:1 and less).
 */
const light = lightTheme({ accentColor: '#1b66d2' })
// On the dark modal the brand blue is too dark as text (RainbowKit also writes labels in the accent): its lighter step.
const dark = darkTheme({ accentColor: '#7fb0f5', accentColorForeground: '#0f172b' })
const themes = {
  light: {
    ...light,
    colors: { ...light.colors, modalTextSecondary: 'rgba(60, 66, 66, 0.85)', modalTextDim: 'rgba(60, 66, 66, 0.8)' },
  },
  dark: {
    ...dark,
    colors: {
      ...dark.colors,
      modalTextSecondary: 'rgba(255, 255, 255, 0.75)',
      modalTextDim: 'rgba(255, 255, 255, 0.65)',
    },
  },
}

/**
 * RainbowKit's provider and modals, loaded on demand. It wraps no part of the app: modals are asked for through the
 * store and render in RainbowKit's portal.
 */
export default function RainbowModals({ dark: darkMode, locale }: { dark: boolean; locale: Locale }) {
  return (
    <RainbowKitProvider
      initialChain={defaultChain}
      theme={darkMode ? themes.dark : themes.light}
      locale={rainbowKitLocale[locale]}
    >
      <Opener />
    </RainbowKitProvider>
  )
}
