/**
 * Runs `task` when the browser has nothing better to do (after the page's own work), so code fetched ahead of a tap
 * does not compete with what the shopper is waiting for. Safari has no requestIdleCallback: a timeout stands in.
 * Returns a cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}
