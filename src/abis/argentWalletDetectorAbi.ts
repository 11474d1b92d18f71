/**
 * Argent's smart-contract wallet detector (spec 7: the registry of wallet codes), the one function the app reads. No
 * npm package ships its build (argentlabs/argent-contracts is unpublished), so no artifact check beside the others.
 */
export const argentWalletDetectorAbi = [
  {
    type: 'function',
    name: 'isArgentWallet',
    stateMutability: 'view',
    inputs: [{ name: '_wallet', type: 'address' }],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
