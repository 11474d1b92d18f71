export { useNativeBalance } from './useNativeBalance'
export { useCurrencyBalance } from './useCurrencyBalance'
