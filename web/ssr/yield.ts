/**
 * Ends the current task so the browser can paint or handle input before the rest of the work: the
 * scheduler's `yield` where the browser has it (the rest runs first among queued tasks), else a timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
