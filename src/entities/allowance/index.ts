export { ApprovalNote } from './ApprovalNote'
export { type ApprovalState, approvalState } from './model/approvalState'
export { type Approval, type ApprovalOptions, useApproval } from './useApproval'
export { type PermitOrApproval, usePermitOrApproval } from './usePermitOrApproval'
