import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { WalletModals } from '@/features/wallet'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'
import { connectRefused } from '@/lib/hosting'
import type { Locale } from '@/lib/i18n'
import { queryClient } from './queryClient'

export function Providers({ children, dark, locale }: { children: ReactNode; dark: boolean; locale: Locale }) {
  return (
    // A remembered wallet is not restored where none may connect (a path gateway: src/lib/hosting).
    <WagmiProvider config={wagmiConfig} reconnectOnMount={!connectRefused()}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* RainbowKit's modals load when first asked for: the swap page carries none of their code. */}
        <WalletModals dark={dark} locale={locale} />
      </QueryClientProvider>
    </WagmiProvider>
  )
}
