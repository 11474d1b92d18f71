export { useDebouncedValue } from './useDebouncedValue'
