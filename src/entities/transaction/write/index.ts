export { type ContractCall, contractCall } from './contractCall'
// The write path itself (executeWrite, pickCandidate) loads with the first write (useWrite), so it is not exported here.
export type { SignatureRequest, TransactionRequest, WriteContext, WriteRequest, WriteResult } from './executeWrite'
export type { GasRule } from './pickCandidate'
export { contractRevertReason } from './revertReason'
export { SendButton } from './SendButton'
export { useSendBlocked } from './useSendBlocked'
export { type Write, useWrite, writeIntent, writeMutationOptions } from './useWrite'
export { type WriteStatus, writeStatus } from './writeStatus'
