/** The current time. Tests replace it to move through idle timeouts and throttling windows. */
export type Clock = () => number;
let current: Clock = () => Date.now();
export const now = (): number => current();

/** Replaces the clock (tests only); returns a function that restores the real one. */
export function setClock(clock: Clock): () => void {
  current = clock;
  return () => void (current = () => Date.now());
}
