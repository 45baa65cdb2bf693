/** Loads `src/content/<file>` and its translations `<locale>/<file>` as ids `<locale>/<id>` (docs/frontend.md). */
import { fileURLToPath } from 'node:url';
import { file, type Loader, type LoaderContext } from 'astro/loaders';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/locales';

/** Top-level fields a translation inherits from the English entry and may not set itself. */
const SHARED_FIELDS = ['order', 'icon', 'image', 'gradient', 'isLive'] as const;

type RawEntry = Record<string, unknown>;

function pathOf(fileName: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `src/content/${fileName}` : `src/content/${locale}/${fileName}`;
}

export function localizedFile(fileName: string): Loader {
  return {
    name: 'localized-file',
    load: async (context) => {
      const englishPath = fileURLToPath(new URL(pathOf(fileName, DEFAULT_LOCALE), context.config.root));
      const english = new Map<string, RawEntry>();
      const idsByLocale = new Map<Locale, string[]>();
      context.store.clear();
      for (const locale of LOCALES) {
        const ids: string[] = [];
        idsByLocale.set(locale, ids);
        const prefixed = (id: string) => `${locale}/${id}`;
        // Astro's file loader reads one file; this store files its entries under the prefix.
        const store = {
          clear: () => {},
          set: (entry: Parameters<LoaderContext['store']['set']>[0]) => {
            ids.push(entry.id);
            // Relative picture paths resolve from the English file, where they are written.
            const filePath = locale === DEFAULT_LOCALE ? entry.filePath : pathOf(fileName, DEFAULT_LOCALE);
            return context.store.set({ ...entry, id: prefixed(entry.id), ...(filePath && { filePath }) });
          },
        } as unknown as LoaderContext['store'];
        const parseData: LoaderContext['parseData'] = async (props) => {
          const raw = props.data as RawEntry;
          if (locale === DEFAULT_LOCALE) {
            english.set(props.id, raw);
            return context.parseData({ ...props, id: prefixed(props.id) });
          }
          const set = SHARED_FIELDS.filter((field) => field in raw);
          if (set.length > 0) {
            throw new Error(
              `${pathOf(fileName, locale)} "${props.id}": ${set.join(', ')} belong in the English file only`
            );
          }
          const shared = Object.fromEntries(
            SHARED_FIELDS.flatMap((field) => {
              const value = english.get(props.id)?.[field];
              return value === undefined ? [] : [[field, value]];
            })
          );
          return context.parseData({
            ...props,
            id: prefixed(props.id),
            data: { ...raw, ...shared } as typeof props.data,
            filePath: englishPath,
          });
        };
        await file(pathOf(fileName, locale)).load({ ...context, store, parseData });
      }
      const expected = [...(idsByLocale.get(DEFAULT_LOCALE) ?? [])].sort().join(', ');
      for (const [locale, ids] of idsByLocale) {
        const actual = [...ids].sort().join(', ');
        if (actual !== expected) {
          throw new Error(
            `${pathOf(fileName, locale)} must hold the entries of ${pathOf(fileName, DEFAULT_LOCALE)}: expected [${expected}], found [${actual}]`
          );
        }
      }
    },
  };
}
