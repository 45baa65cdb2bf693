/** Each English page and its French twin, for the French site's browser tests. */
export const TWINS = [
  ['/', '/fr/'],
  ['/terms', '/fr/conditions'],
  ['/privacy', '/fr/confidentialite'],
] as const;
