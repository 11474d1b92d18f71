export { AppError, describeError, errorChain, findAppError, isAppError } from './AppError'
export { type ErrorCode, type ErrorParams, errorCodes, errorMessages } from './errorCatalogue'
export { isUserRejection } from './isUserRejection'
export { type StoredError, storedErrorSchema, toStoredError, toUserMessage } from './toUserMessage'
