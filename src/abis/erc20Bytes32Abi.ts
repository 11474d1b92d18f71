/** Older tokens (MKR, SAI...) return name and symbol as bytes32 instead of string. */
export const erc20Bytes32Abi = [
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'bytes32' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'bytes32' }] },
] as const
