/** The current time. Tests replace it to move through idle timeouts and throttling windows. */
let current = Date.now;
export const now = (): number => current();

/** Replaces the clock (tests only); returns a function that restores the real one. */
export function setClock(clock: () => number): () => void {
  current = clock;
  return () => void (current = Date.now);
}
