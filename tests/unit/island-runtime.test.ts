import { describe, expect, test } from 'vitest';
import { deferIslandRuntime, loaderOf, runtimeOf } from '../../src/integrations/island-runtime.ts';

// The shapes Astro writes: one script per hydration directive, and the custom element.
const directive = (name: string) =>
  `(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).${name}=e;window.dispatchEvent(new Event("astro:${name}"));})();`;
const runtime =
  '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const island = '<astro-island uid="a" component-url="/_astro/NavBar.js" client="load" ssr></astro-island>';
const SRC = '/_astro/island-runtime.abc.js';

describe('deferIslandRuntime', () => {
  test("replaces Astro's island scripts with one loader, where the first one was, and keeps the page's own scripts", () => {
    const html = [
      '<head><script>document.documentElement.classList.add("x")</script></head><body>',
      `<script>${directive('load')}</script><script>${runtime}</script>${island}`,
      `<p>Text</p><script>${directive('visible')}</script>${island}`,
      '<script type="application/ld+json">{"a":1}</script><script>year()</script></body>',
    ].join('');
    const { html: deferred, scripts } = deferIslandRuntime(html, SRC);
    expect(scripts).toEqual([directive('load'), runtime, directive('visible')]);
    expect(deferred).toBe(
      [
        '<head><script>document.documentElement.classList.add("x")</script></head><body>',
        `${loaderOf(SRC)}${island}`,
        `<p>Text</p>${island}`,
        '<script type="application/ld+json">{"a":1}</script><script>year()</script></body>',
      ].join('')
    );
  });

  test('leaves a page without islands as it is', () => {
    const html = '<body><p>Terms</p><script>year()</script></body>';
    expect(deferIslandRuntime(html, SRC)).toEqual({ html, scripts: [] });
  });

  test("fails when a page has islands but Astro's runtime is not where it is expected", () => {
    expect(() => deferIslandRuntime(`<body>${island}<script type="module">${runtime}</script></body>`, SRC)).toThrow(
      /no inline island runtime/
    );
  });
});

describe('loaderOf', () => {
  test('loads the runtime once the page has loaded, not before', () => {
    const loader = loaderOf(SRC);
    const listeners: (() => void)[] = [];
    const appended: { src: string }[] = [];
    const run = new Function('addEventListener', 'document', loader.replace(/^<script>|<\/script>$/g, ''));
    run((type: string, listener: () => void) => type === 'load' && listeners.push(listener), {
      createElement: () => ({ src: '' }),
      head: { append: (element: { src: string }) => appended.push(element) },
    });
    expect(appended).toEqual([]);
    for (const listener of listeners) listener();
    expect(appended).toEqual([{ src: SRC }]);
  });
});

describe('runtimeOf', () => {
  test('holds every directive any page uses once, before the runtime', () => {
    const scripts = [directive('load'), runtime, directive('idle'), directive('only'), runtime, directive('idle')];
    expect(runtimeOf(scripts)).toBe([directive('load'), directive('idle'), directive('only'), runtime].join('\n'));
  });

  test('refuses two different runtimes: pages built by different Astro versions cannot share one file', () => {
    expect(() => runtimeOf([runtime, runtime.replace('class f', 'class g')])).toThrow(/one island runtime/);
  });
});
