import type { Address } from 'viem'
import { addressesFor } from './addresses'
import { loadDevnet } from './devnet'

// With the addresses (on the swap page already), so that asking which features a chain has loads nothing more.
export { pairInitCodeHashFor } from './addresses'

const devnetBases = (): Address[] => {
  const devnet = loadDevnet()
  return ['WETH', 'DAI', 'USDC', 'USDT', 'WBTC'].map(
    (symbol) => devnet.tokens.find((t) => t.symbol === symbol && !t.role)!.address,
  )
}

/** The routing bases (spec 7): every trade is searched over the pairs of its two tokens with these and each other. */
export function routingBasesFor(chainId: number | undefined): Address[] {
  if (chainId === 1) {
    return [
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', // WETH
      '0x6B175474E89094C44Da98b954EedeAC495271d0F', // DAI
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // USDC
      '0xdAC17F958D2ee523a2206206994597C13D831ec7', // USDT
      '0xc00e94Cb662C3520282E6f5717214004A7f26888', // COMP
      '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2', // MKR
    ]
  }
  if (__DEVNET__ && chainId === 31337) return devnetBases()
  const weth = addressesFor(chainId)?.weth
  return weth ? [weth] : []
}

/** The pair's page on the public analytics site (mainnet only). */
export function pairAnalyticsUrl(chainId: number | undefined, pair: Address): string | undefined {
  return chainId === 1 ? `https://v2.info.uniswap.org/pair/${pair.toLowerCase()}` : undefined
}
