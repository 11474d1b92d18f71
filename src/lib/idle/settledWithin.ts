/**
 * Resolves once `promise` settles or after `limitMs`, whichever is first: a bounded wait; the caller learns the
 * outcome elsewhere.
 */
export function settledWithin(promise: Promise<unknown>, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, limitMs)
    const done = (): void => {
      clearTimeout(limit)
      resolve()
    }
    promise.then(done, done)
  })
}
