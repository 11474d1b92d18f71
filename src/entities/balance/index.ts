export { useNativeBalance } from './useNativeBalance'
