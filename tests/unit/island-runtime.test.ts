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
  /** Runs the loader with fake browser objects; the returned functions fire their events. */
  function loader(observerSupported = true) {
    const appended: { src: string }[] = [];
    const listeners: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    class FakeObserver {
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        if (!observerSupported) throw new TypeError('PerformanceObserver is not supported');
        observers.push(callback);
      }
      observe() {}
    }
    const run = new Function(
      'addEventListener',
      'document',
      'PerformanceObserver',
      'setTimeout',
      loaderOf(SRC).replace(/^<script>|<\/script>$/g, '')
    ) as (...args: unknown[]) => void;
    run(
      (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
      {
        createElement: () => ({ src: '' }),
        head: { appendChild: (element: { src: string }) => (appended.push(element), element) },
      },
      FakeObserver,
      (callback: () => void) => timers.push(callback)
    );
    const paint = (name: string) =>
      observers.forEach((observer) => observer({ getEntriesByName: (n) => (n === name ? [{}] : []) }));
    return {
      appended,
      load: () => listeners.forEach((listener) => listener()),
      paint,
      timeout: () => timers.forEach((timer) => timer()),
    };
  }

  test('loads the runtime once the page has loaded and its first contentful paint is reported, once', () => {
    const page = loader();
    expect(page.appended).toEqual([]);
    page.load();
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([{ src: SRC }]);
    page.timeout();
    expect(page.appended).toEqual([{ src: SRC }]);
  });

  test('without paint timing, loads the runtime when the fallback delay after the load event is over', () => {
    const page = loader(false);
    page.load();
    expect(page.appended).toEqual([]);
    page.timeout();
    expect(page.appended).toEqual([{ src: SRC }]);
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
