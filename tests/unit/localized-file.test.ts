import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, describe, expect, test } from 'vitest';
import { localizedFile } from '../../src/i18n/localized-file.ts';

let root = '';
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes the English and French files of `cards.yaml` in a fresh project folder. */
async function project(english: string, french: string | undefined) {
  root = await mkdtemp(path.join(tmpdir(), 'localized-file-'));
  await mkdir(path.join(root, 'src/content/fr'), { recursive: true });
  await writeFile(path.join(root, 'src/content/cards.yaml'), english);
  if (french !== undefined) await writeFile(path.join(root, 'src/content/fr/cards.yaml'), french);
}

/** Runs the loader the way Astro's content layer does, with an in-memory store. */
async function load() {
  const entries = new Map<string, { data: Record<string, unknown>; filePath?: string | undefined }>();
  const errors: string[] = [];
  const context = {
    collection: 'cards',
    config: { root: pathToFileURL(`${root}/`) },
    logger: { error: (message: string) => errors.push(message), warn: () => {}, debug: () => {}, info: () => {} },
    parseData: async ({ data }: { data: Record<string, unknown> }) => data,
    store: {
      clear: () => entries.clear(),
      set: (entry: { id: string; data: Record<string, unknown>; filePath?: string }) => {
        entries.set(entry.id, entry);
        return true;
      },
    },
  } as unknown as LoaderContext;
  await localizedFile('cards.yaml').load(context);
  return { entries, errors };
}

const ENGLISH = `
- { id: fast, order: 1, icon: zap, title: Lightning Fast }
- { id: mobile, order: 2, icon: phone, title: Mobile First }
`;

describe('localizedFile: one list per language', () => {
  test('files each language under its prefix; translations inherit the fields that are not words', async () => {
    await project(ENGLISH, '- { id: mobile, title: Pensé pour le mobile }\n- { id: fast, title: Ultrarapide }\n');
    const { entries } = await load();
    expect([...entries.keys()].sort()).toEqual(['en/fast', 'en/mobile', 'fr/fast', 'fr/mobile']);
    expect(entries.get('fr/fast')?.data).toEqual({ id: 'fast', title: 'Ultrarapide', order: 1, icon: 'zap' });
    // Pictures resolve from the English file, where their relative paths are written.
    expect(entries.get('fr/fast')?.filePath).toBe('src/content/cards.yaml');
  });

  test('a translation missing an entry fails the build', async () => {
    await project(ENGLISH, '- { id: fast, title: Ultrarapide }\n');
    await expect(load()).rejects.toThrow(
      'src/content/fr/cards.yaml must hold the entries of src/content/cards.yaml: expected [fast, mobile], found [fast]'
    );
  });

  test('a missing translation file fails the build', async () => {
    await project(ENGLISH, undefined);
    await expect(load()).rejects.toThrow('expected [fast, mobile], found []');
  });

  test('a translation may not set the shared fields itself', async () => {
    await project(ENGLISH, '- { id: fast, order: 9, title: Ultrarapide }\n- { id: mobile, title: Mobile }\n');
    await expect(load()).rejects.toThrow('src/content/fr/cards.yaml "fast": order belong in the English file only');
  });
});
