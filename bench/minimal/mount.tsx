import { ConnectButton, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

/** WagmiProvider's config type (this repository's tsconfig also sees the exchange's registered config). */
type Config = Parameters<typeof WagmiProvider>[0]['config']

/** Wagmi > Query > RainbowKit around one ConnectButton, as RainbowKit's Vite example mounts it. */
export function mountMinimalApp(config: Config): void {
  const queryClient = new QueryClient()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <WagmiProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <RainbowKitProvider>
            <ConnectButton />
          </RainbowKitProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}
