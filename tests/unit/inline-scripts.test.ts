import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { withMinifiedScripts } from '../../src/integrations/inline-scripts.ts';

/** The text of each `<script>` without attributes in `html`. */
const scriptsOf = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');

describe('withMinifiedScripts', () => {
  test('shrinks inline scripts and leaves the rest of the page, JSON-LD included, as it was', async () => {
    const source = `
      // Counts the cards.
      (() => {
        const cards = document.querySelectorAll('[data-card]');
        window.cardCount = cards.length;
      })();
    `;
    const jsonLd = '<script type="application/ld+json">{ "name": "Studio" }</script>';
    const html = `<head><script>${source}</script></head><body><p>  Text  </p>${jsonLd}</body>`;
    const minified = await withMinifiedScripts(html);
    const [script = ''] = scriptsOf(minified);
    expect(script.length).toBeLessThan(source.length * 0.6);
    expect(script).not.toContain('Counts the cards');
    expect(minified.replace(script, '')).toBe(html.replace(source, ''));
    // Same behaviour.
    const context = { window: {} as { cardCount?: number }, document: { querySelectorAll: () => [1, 2, 3] } };
    runInNewContext(script, context);
    expect(context.window.cardCount).toBe(3);
  });

  test('keeps top-level names, which are globals other scripts may use', async () => {
    const html =
      '<script>function shared(value) { return value * 2 }\nvar unused = 1;</script><script>out = shared(21) + unused</script>';
    const minified = await withMinifiedScripts(html);
    const context: { out?: number } = {};
    for (const script of scriptsOf(minified)) runInNewContext(script, context);
    expect(context.out).toBe(43);
  });

  test('fails the build on a script that does not parse', async () => {
    await expect(withMinifiedScripts('<script>if (</script>')).rejects.toThrow('does not parse');
  });
});
