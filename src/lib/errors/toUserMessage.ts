import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { z } from '@/config/zod'
import { i18n } from '@/lib/i18n'
import { findAppError } from './AppError'
import { type ErrorCode, errorCodes, errorMessages } from './errorCatalogue'
import { isUserRejection } from './isUserRejection'

/** An error as stores keep it: its code and parameters, never a text to parse again. */
export interface StoredError {
  code: ErrorCode
  params?: Record<string, string>
}

const codeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]])
/** A stored error read back from storage (a code unknown to this version fails, so the store drops it). */
export const storedErrorSchema: z.ZodMiniType<StoredError> = z.object({
  code: codeSchema,
  params: z.optional(z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(4_096)))),
})

/** What a store keeps of an error: the catalogue code and parameters of its AppError, or UNKNOWN_ERROR. */
export function toStoredError(error: unknown): StoredError {
  const app = findAppError(error)
  if (!app) return { code: isUserRejection(error) ? 'USER_REJECTED' : 'UNKNOWN_ERROR' }
  const params: Record<string, string> | undefined = app.params
  return params ? { code: app.code, params: { ...params } } : { code: app.code }
}

/** A plain `{ code, params }` (not an Error instance) whose code is in the catalogue. */
const asStored = (value: unknown): StoredError | undefined => {
  if (value instanceof Error) return undefined
  const parsed = storedErrorSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** The catalogue text of a code with its parameters; a parameter a stored error lacks reads as nothing. */
function describe(code: ErrorCode, params: Record<string, string> | undefined): MessageDescriptor {
  // Every catalogue function takes its own string parameters (or none): the record stands in for any of them.
  const describeCode = errorMessages[code] as (params: Record<string, string>) => MessageDescriptor
  return describeCode(params ?? {})
}

/**
 * The one place an error becomes user text, in the active language: a rejection anywhere reads 'Transaction
 * rejected.', an AppError or stored `{ code, params }` its catalogue text, a library error its short message, anything
 * else 'Unexpected error.'. Never matches English text.
 */
export function toUserMessage(error: unknown): string {
  if (isUserRejection(error)) return i18n._(describe('USER_REJECTED', undefined))
  const known = asStored(error) ?? findAppError(error)
  if (known) return i18n._(describe(known.code, known.params))
  if (error instanceof Error) return (error as { shortMessage?: unknown }).shortMessage?.toString() || error.message
  return i18n._(msg`Unexpected error.`)
}
