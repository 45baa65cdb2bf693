/** `act` on the browser's storage; where it refuses (some private modes), `fallback`. */
export function withStorage<T>(kind: 'localStorage' | 'sessionStorage', act: (storage: Storage) => T, fallback: T): T {
  try {
    return act(window[kind]);
  } catch {
    return fallback;
  }
}
