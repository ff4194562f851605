// Runs work that no one is waiting for (below-the-fold details, warm-ups) once the browser has nothing more urgent,
// so it does not add to the long task that ends hydration on a slow phone. Returns a cancel function.
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
