import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { hashFn } from 'wagmi/query'
import { WagmiProvider } from 'wagmi'
import { WalletModals } from '@/features/wallet'
import { reportChainReads } from '@/lib/chain/health'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import type { Locale } from '@/lib/i18n'

// bigint query keys need wagmi's hashFn. Whether block reads succeed feeds the chains' freshness.
const queryCache = new QueryCache()
reportChainReads(queryCache)
const queryClient = new QueryClient({ queryCache, defaultOptions: { queries: { queryKeyHashFn: hashFn } } })

export function Providers({ children, dark, locale }: { children: ReactNode; dark: boolean; locale: Locale }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* RainbowKit's modals load when first asked for: the swap page carries none of their code. */}
        <WalletModals dark={dark} locale={locale} />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
