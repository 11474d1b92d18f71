export { ClaimButton } from './components/ClaimButton'
export { ClaimDialog } from './components/ClaimDialog'
export { UcashBalance } from './components/UcashBalance'
