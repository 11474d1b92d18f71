export { AppError, errorChain } from './AppError'
export { toUserMessage } from './toUserMessage'
