/**
 * Minifies the inline scripts of every built page. Astro writes `is:inline` scripts as they
 * are in the source, comments and indentation included; on the landing page they are a few
 * kilobytes of a document that must fit the ~14.6 KB a server sends in its first round trip
 * (DECISIONS D5). The source stays readable; the page gets the minified text.
 *
 * Scripts are minified as classic scripts (top-level names are globals, so they are neither
 * renamed nor dropped). JSON-LD and other typed or external scripts are left alone. Run it
 * after islandRuntime(), which recognises Astro's scripts by their text, and before
 * cspHeader(), which hashes each page's final scripts.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { minify } from 'vite';
import { ATTRIBUTELESS_SCRIPT, htmlFiles } from './html-files.ts';

/** `html` with every inline classic script minified. Throws on a script that does not parse. */
export async function withMinifiedScripts(html: string): Promise<string> {
  const minified = await Promise.all(
    [...html.matchAll(ATTRIBUTELESS_SCRIPT)].map(async ([, text = '']) => {
      const result = await minify('inline.js', text, { module: false, compress: true, mangle: { toplevel: false } });
      if (result.errors.length > 0) {
        throw new Error(`An inline script does not parse: ${result.errors[0]?.message}\n${text.slice(0, 200)}`);
      }
      // `</script` inside the text would end the element early; the minifier keeps strings as written.
      if (/<\/script/i.test(result.code)) throw new Error('A minified inline script contains </script');
      return result.code.trim();
    })
  );
  let index = 0;
  return html.replace(ATTRIBUTELESS_SCRIPT, () => `<script>${minified[index++]}</script>`);
}

export function inlineScripts(): AstroIntegration {
  return {
    name: 'inline-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        let before = 0;
        let after = 0;
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          const minified = await withMinifiedScripts(html);
          before += html.length;
          after += minified.length;
          if (minified !== html) await writeFile(file, minified);
        }
        logger.info(`Inline scripts of ${files.length} pages minified (${before - after} characters fewer)`);
      },
    },
  };
}
