import { i18n } from '@lingui/core'
import { type ErrorCode, type ErrorParams, errorMessages } from './errorCatalogue'

interface BaseOptions {
  /** The error this one explains (a library error, a revert, a wallet's answer). */
  cause?: unknown
  /** What a developer needs beyond the short message (logged, never shown as the message). */
  details?: string
}

type OptionsFor<C extends ErrorCode> = ErrorParams[C] extends undefined
  ? [options?: BaseOptions]
  : [options: BaseOptions & { params: ErrorParams[C] }]

/**
 * The app's one base error (after viem's `BaseError`): a catalogue `code` (spec section 8) with `params`, a
 * `shortMessage` for logs, `details` and the `cause` chain. `toUserMessage` words it by code; nothing parses `message`.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'AppError'
  readonly code: C
  readonly params: ErrorParams[C]
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: C, ...[options]: OptionsFor<C>) {
    const params = (options && 'params' in options ? options.params : undefined) as ErrorParams[C]
    const shortMessage = describeError(code, params)
    super(
      [shortMessage, options?.details].filter(Boolean).join('\n\nDetails: '),
      options?.cause === undefined ? undefined : { cause: options.cause },
    )
    this.code = code
    this.params = params
    this.shortMessage = shortMessage
    this.details = options?.details
  }

  /** The first error of the cause chain (this one included) that `fn` accepts; without `fn`, the innermost. */
  walk(fn?: (error: unknown) => boolean): unknown {
    let last: unknown
    for (const error of errorChain(this)) {
      if (fn ? fn(error) : false) return error
      last = error
    }
    return fn ? null : last
  }
}

/** The text of a code with its parameters in the active language (the code itself before any language loads). */
export function describeError<C extends ErrorCode>(code: C, params: ErrorParams[C]): string {
  const descriptor = errorMessages[code](params)
  return i18n.locale ? i18n._(descriptor) : code
}

/** Whether `error` is an AppError with that code (narrowing its params). */
export function isAppError<C extends ErrorCode>(error: unknown, code?: C): error is AppError<C> {
  return error instanceof AppError && (code === undefined || error.code === code)
}

/** The first AppError of the cause chain, outermost first. */
export function findAppError(error: unknown): AppError | undefined {
  for (const e of errorChain(error)) if (e instanceof AppError) return e
  return undefined
}

/** An error and its causes, outermost first (stops on a cycle). */
export function* errorChain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>()
  for (
    let current = error;
    current !== undefined && current !== null && !seen.has(current);
    current = (current as { cause?: unknown }).cause
  ) {
    seen.add(current)
    yield current
  }
}
