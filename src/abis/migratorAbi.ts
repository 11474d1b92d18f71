import { parseAbi } from 'viem'

/** UniswapV2Migrator: moves V1 liquidity into V2 (spec 7). */
export const migratorAbi = parseAbi(['function migrate(address token, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)'])
