/**
 * The comparison app of the benchmark table (issue 16): React, wagmi and RainbowKit showing one ConnectButton, with
 * the wallet list the exchange ships without a WalletConnect project id (RainbowKit's injected wallet) on mainnet.
 * Same versions as the exchange (this repository's node_modules), built by the same Vite (bench/minimal/vite.config.ts).
 * default.tsx is the same app configured by RainbowKit's quick start instead (getDefaultConfig and its default wallets).
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
