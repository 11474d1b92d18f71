import { bench, describe } from 'vitest'
import { MAX_LIST_TOKENS, validateTokenList } from './tokenListSchema'

/** A realistic list at the schema's limit: logos, tags and extensions on every token. */
const fullList = {
  name: 'Benchmark List',
  timestamp: '2021-01-05T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 3 },
  keywords: ['benchmark', 'tokens'],
  tags: { stablecoin: { name: 'Stablecoin', description: 'A token with value pegged to another asset' } },
  logoURI: 'ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM',
  tokens: Array.from({ length: MAX_LIST_TOKENS }, (_, i) => ({
    chainId: 1 + (i % 3),
    address: `0x${i.toString(16).padStart(40, '0')}`,
    decimals: 18,
    name: `Benchmark Token Number ${i}`,
    symbol: `BT${i}`,
    logoURI: `https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets/0x${i.toString(16).padStart(40, '0')}/logo.png`,
    tags: ['stablecoin'],
    extensions: { color: '#2775CA', bridgeInfo: { '56': { tokenAddress: `0x${i.toString(16).padStart(39, '0')}b` } } },
  })),
}

// Measure the accepting path: this throws at load if the list is not valid.
validateTokenList(fullList)

describe('validateTokenList', () => {
  bench('10,000 tokens', () => {
    validateTokenList(fullList)
  })
})
