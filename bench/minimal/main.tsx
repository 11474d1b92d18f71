/**
 * The benchmark table's comparison app (issue 16): React, wagmi and RainbowKit with one ConnectButton and the
 * exchange's wallet list, same versions and Vite. default.tsx uses RainbowKit's quick start (getDefaultConfig).
 */
import '@rainbow-me/rainbowkit/styles.css'
import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import { http } from 'viem'
import { createConfig } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { mountMinimalApp } from './mount'

const connectors = connectorsForWallets([{ groupName: 'Recommended', wallets: [injectedWallet] }], {
  appName: 'Minimal',
  projectId: 'unused',
})
mountMinimalApp(createConfig({ chains: [mainnet], connectors, transports: { [mainnet.id]: http() } }))
