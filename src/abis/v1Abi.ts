/** The V1 factory: which exchange trades a token. */
export const v1FactoryAbi = [
  {
    type: 'function',
    name: 'getExchange',
    stateMutability: 'view',
    inputs: [{ name: 'token', type: 'address' }],
    outputs: [{ type: 'address' }],
  },
] as const

/** A V1 exchange (Vyper): the transfer-to-recipient trade methods, liquidity removal and the token it trades. */
export const v1ExchangeAbi = [
  {
    type: 'function',
    name: 'ethToTokenTransferInput',
    stateMutability: 'payable',
    inputs: [
      { name: 'min_tokens', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'recipient', type: 'address' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'ethToTokenTransferOutput',
    stateMutability: 'payable',
    inputs: [
      { name: 'tokens_bought', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'recipient', type: 'address' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'tokenToEthTransferInput',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'tokens_sold', type: 'uint256' },
      { name: 'min_eth', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'recipient', type: 'address' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'tokenToEthTransferOutput',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'eth_bought', type: 'uint256' },
      { name: 'max_tokens', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'recipient', type: 'address' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'tokenToTokenTransferInput',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'tokens_sold', type: 'uint256' },
      { name: 'min_tokens_bought', type: 'uint256' },
      { name: 'min_eth_bought', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'recipient', type: 'address' },
      { name: 'token_addr', type: 'address' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'tokenToTokenTransferOutput',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'tokens_bought', type: 'uint256' },
      { name: 'max_tokens_sold', type: 'uint256' },
      { name: 'max_eth_sold', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'recipient', type: 'address' },
      { name: 'token_addr', type: 'address' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'removeLiquidity',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'amount', type: 'uint256' },
      { name: 'min_eth', type: 'uint256' },
      { name: 'min_tokens', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
    outputs: [{ type: 'uint256' }, { type: 'uint256' }],
  },
  { type: 'function', name: 'tokenAddress', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
] as const
