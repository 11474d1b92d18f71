/** The minimal app configured by RainbowKit's quick start: getDefaultConfig and its default wallets (see main.tsx). */
import '@rainbow-me/rainbowkit/styles.css'
import { getDefaultConfig } from '@rainbow-me/rainbowkit'
import { mainnet } from 'wagmi/chains'
import { mountMinimalApp } from './mount'

mountMinimalApp(getDefaultConfig({ appName: 'Minimal', projectId: 'bench-minimal', chains: [mainnet] }))
