/** `text` parsed as JSON; undefined when it is not JSON (a proxy's HTML error page, a damaged blob). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
