import { parseAbi } from 'viem'

/** UniswapV2Pair: reserves (the pool token's ERC-20 part is viem's erc20Abi). */
export const v2PairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function nonces(address owner) view returns (uint256)',
])
