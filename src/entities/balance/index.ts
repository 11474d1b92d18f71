export { useNativeBalance } from './useNativeBalance'
export { useCurrencyBalance } from './useCurrencyBalance'
export { type AmountsByToken, useTokenBalances, useTotalSupplies } from './useTokenBalances'
export { CurrencyInputPanel } from './components/CurrencyInputPanel'
