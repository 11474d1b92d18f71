export { type ClaimData, fetchClaim } from './fetchClaim'
export { useUserClaim } from './useUserClaim'
