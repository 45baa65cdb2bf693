/** Loads `src/content/<file>` and its translations `<locale>/<file>` as ids `<locale>/<id>` (docs/frontend.md). */
import { fileURLToPath } from 'node:url';
import { file, type Loader, type LoaderContext } from 'astro/loaders';
import { DEFAULT_LOCALE, LOCALES } from '../lib/locales';

/** Top-level fields a translation inherits from the English entry and may not set itself. */
const SHARED_FIELDS = ['order', 'icon', 'image', 'gradient', 'isLive'];

export function localizedFile(fileName: string): Loader {
  const englishFile = `src/content/${fileName}`;
  return {
    name: 'localized-file',
    load: async (context) => {
      const englishPath = fileURLToPath(new URL(englishFile, context.config.root));
      const english = new Map<string, Record<string, unknown>>();
      let englishIds = '';
      context.store.clear();
      // LOCALES lists English first: translations inherit from its entries.
      for (const locale of LOCALES) {
        const isEnglish = locale === DEFAULT_LOCALE;
        const path = isEnglish ? englishFile : `src/content/${locale}/${fileName}`;
        const ids: string[] = [];
        const prefixed = (id: string) => `${locale}/${id}`;
        // Relative picture paths resolve from the English file, where they are written.
        const pictureBase = isEnglish ? {} : { filePath: englishFile };
        // Astro's file loader reads one file; this store files its entries under the prefix.
        const store = {
          clear: () => {},
          set: (entry: Parameters<LoaderContext['store']['set']>[0]) =>
            context.store.set({ ...entry, id: prefixed(entry.id), ...pictureBase }),
        } as unknown as LoaderContext['store'];
        const parseData: LoaderContext['parseData'] = async (props) => {
          const raw = props.data as Record<string, unknown>;
          ids.push(props.id);
          if (isEnglish) english.set(props.id, raw);
          const set = isEnglish ? [] : SHARED_FIELDS.filter((field) => field in raw);
          if (set.length > 0)
            throw new Error(`${path} "${props.id}": ${set.join(', ')} belong in the English file only`);
          const shared = Object.entries(english.get(props.id) ?? {}).filter(([field]) => SHARED_FIELDS.includes(field));
          const data = { ...raw, ...Object.fromEntries(shared) } as typeof props.data;
          return context.parseData({ ...props, id: prefixed(props.id), data, filePath: englishPath });
        };
        await file(path).load({ ...context, store, parseData });
        const found = ids.sort().join(', ');
        if (isEnglish) englishIds = found;
        else if (found !== englishIds)
          throw new Error(
            `${path} must hold the entries of ${englishFile}: expected [${englishIds}], found [${found}]`
          );
      }
    },
  };
}
