import { errorChain } from '@/lib/errors'

/** A wallet rejection (EIP-1193 code 4001, viem's UserRejectedRequestError) anywhere in the cause chain: ignored silently (spec 8). */
export const isRejection = (error: unknown): boolean =>
  [...errorChain(error)].some((e) => (e as { code?: unknown }).code === 4001 || (e as { name?: unknown }).name === 'UserRejectedRequestError')
