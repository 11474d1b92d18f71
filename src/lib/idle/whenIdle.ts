/**
 * Runs `task` when the page is next idle, at the latest after `timeoutMs`; without an idle callback (Safari, Node)
 * after `fallbackMs`. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number = timeoutMs): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, fallbackMs)
  return () => clearTimeout(handle)
}
