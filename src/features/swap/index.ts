export { SwapScreen, swapEngineReady } from './SwapScreen'
