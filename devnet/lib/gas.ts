// The app's rule, shared: a margin over every gas estimate.
export { withGasMargin } from '../../src/lib/chain/gasMargin.ts'
