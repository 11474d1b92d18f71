export { SwapScreen } from './SwapScreen'
export { loadSwapLink } from './loadSwapLink'
