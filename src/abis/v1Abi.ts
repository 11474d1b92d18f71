import { parseAbi } from 'viem'

/** The V1 factory: which exchange trades a token. */
export const v1FactoryAbi = parseAbi(['function getExchange(address token) view returns (address)'])

/** A V1 exchange (Vyper): the transfer-to-recipient trade methods, liquidity removal and the token it trades. */
export const v1ExchangeAbi = parseAbi([
  'function ethToTokenTransferInput(uint256 min_tokens, uint256 deadline, address recipient) payable returns (uint256)',
  'function ethToTokenTransferOutput(uint256 tokens_bought, uint256 deadline, address recipient) payable returns (uint256)',
  'function tokenToEthTransferInput(uint256 tokens_sold, uint256 min_eth, uint256 deadline, address recipient) returns (uint256)',
  'function tokenToEthTransferOutput(uint256 eth_bought, uint256 max_tokens, uint256 deadline, address recipient) returns (uint256)',
  'function tokenToTokenTransferInput(uint256 tokens_sold, uint256 min_tokens_bought, uint256 min_eth_bought, uint256 deadline, address recipient, address token_addr) returns (uint256)',
  'function tokenToTokenTransferOutput(uint256 tokens_bought, uint256 max_tokens_sold, uint256 max_eth_sold, uint256 deadline, address recipient, address token_addr) returns (uint256)',
  'function removeLiquidity(uint256 amount, uint256 min_eth, uint256 min_tokens, uint256 deadline) returns (uint256, uint256)',
  'function tokenAddress() view returns (address)',
])
