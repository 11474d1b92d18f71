/** This build's endpoint overrides (src/config/endpoints.ts checked them when the build started; README, Deployment). */
export const endpoints = {
  rpcUrls: new Map<number, readonly string[]>(__ENDPOINTS__.rpcUrls),
  tokenLists: __ENDPOINTS__.tokenLists,
  ipfsGateways: __ENDPOINTS__.ipfsGateways,
  claimDataUrl: __ENDPOINTS__.claimDataUrl,
}
