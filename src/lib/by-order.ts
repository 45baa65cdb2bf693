/**
 * Comparator for content entries that carry their list position: Astro returns a
 * collection sorted by id, not in the order of its file.
 * @example (await getCollection('services')).sort(byOrder)
 */
export function byOrder(a: { data: { order: number } }, b: { data: { order: number } }): number {
  return a.data.order - b.data.order;
}
