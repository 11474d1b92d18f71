/**
 * The app's base error: `message` is the spec's English text (what is logged and stored), `cause` keeps the chain
 * back to the library error. `toUserMessage` turns it into the reader's language.
 */
export class AppError extends Error {
  override name = 'AppError'

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

/** An error and its causes, outermost first (stops on a cycle). */
export function* errorChain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>()
  for (let current = error; current !== undefined && current !== null && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current)
    yield current
  }
}
