import { parseAbi } from 'viem'

/** WETH9: wrap and unwrap (its ERC-20 part is viem's erc20Abi). */
export const wethAbi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])
