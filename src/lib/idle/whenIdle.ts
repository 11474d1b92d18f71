/**
 * Runs `task` once the page is next idle (the browser's idle callback: no task, render or input pending), and at the
 * latest after `timeoutMs`. Where there is no idle callback (Safari, Node), after `fallbackMs`. Returns a function that
 * cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number = timeoutMs): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, fallbackMs)
  return () => clearTimeout(handle)
}
