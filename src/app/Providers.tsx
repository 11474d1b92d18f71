import '@rainbow-me/rainbowkit/styles.css'
import { RainbowKitProvider, darkTheme, lightTheme } from '@rainbow-me/rainbowkit'
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { hashFn } from 'wagmi/query'
import { WagmiProvider } from 'wagmi'
import { defaultChain } from '@/config/chains'
import { reportChainReads } from '@/lib/chain/health'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import type { Locale } from '@/lib/i18n'

// bigint query keys need wagmi's hashFn. Whether block reads succeed feeds the chains' freshness.
const queryCache = new QueryCache()
reportChainReads(queryCache)
const queryClient = new QueryClient({ queryCache, defaultOptions: { queries: { queryKeyHashFn: hashFn } } })

/** The wallet picker speaks the app's language (RainbowKit ships its own catalogs). */
const rainbowKitLocale = { en: 'en-US', de: 'de-DE' } as const

export function Providers({ children, dark, locale }: { children: ReactNode; dark: boolean; locale: Locale }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider initialChain={defaultChain} theme={dark ? darkTheme() : lightTheme()} locale={rainbowKitLocale[locale]}>
          {children}
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
