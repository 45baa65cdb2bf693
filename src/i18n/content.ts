/** The landing page's copy in one language (collections hold every language, ids `<locale>/<id>`). */
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import type { Locale } from '~/lib/locales';

type LocalizedCollection = Exclude<CollectionKey, 'legal'>;

const orderOf = (entry: { data: object }) => ('order' in entry.data ? Number(entry.data.order) : 0);

/** Every entry of `collection` in `locale`, by `order` when they have one. */
export async function entriesIn<C extends LocalizedCollection>(collection: C, locale: Locale) {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  return entries.filter((entry) => entry.id.startsWith(`${locale}/`)).sort((a, b) => orderOf(a) - orderOf(b));
}

export async function entryIn<C extends LocalizedCollection>(
  collection: C,
  id: string,
  locale: Locale
): Promise<CollectionEntry<C>['data']> {
  const entry = (await getEntry(collection, `${locale}/${id}`)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`The ${collection} collection has no "${locale}/${id}" entry`);
  return entry.data;
}
