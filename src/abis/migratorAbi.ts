/** UniswapV2Migrator: moves V1 liquidity into V2 (spec 7). */
export const migratorAbi = [
  {
    type: 'function',
    name: 'migrate',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'amountTokenMin', type: 'uint256' },
      { name: 'amountETHMin', type: 'uint256' },
      { name: 'to', type: 'address' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [],
  },
] as const
