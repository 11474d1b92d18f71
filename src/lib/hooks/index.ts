export { useDebouncedValue } from './useDebouncedValue'
export { useCommitReport } from './useCommitReport'
