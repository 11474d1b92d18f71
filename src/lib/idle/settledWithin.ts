/**
 * Resolves once `promise` has settled, fulfilled or rejected, or after `limitMs`, whichever comes first: a bounded
 * wait for something that may be slow or fail (the caller goes on either way and learns the outcome elsewhere).
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
