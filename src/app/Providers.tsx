import '@rainbow-me/rainbowkit/styles.css'
import { RainbowKitProvider, darkTheme, lightTheme } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { hashFn } from 'wagmi/query'
import { WagmiProvider } from 'wagmi'
import { defaultChain } from '@/config/chains'
import { wagmiConfig } from '@/lib/chain/wagmiConfig'

// bigint query keys need wagmi's hashFn.
const queryClient = new QueryClient({ defaultOptions: { queries: { queryKeyHashFn: hashFn } } })

export function Providers({ children, dark }: { children: ReactNode; dark: boolean }) {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider initialChain={defaultChain} theme={dark ? darkTheme() : lightTheme()} locale="en-US">
          {children}
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
