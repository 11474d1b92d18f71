export { SwapScreen } from './SwapScreen'
