import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { SECURITY_HEADERS } from '../../src/config/security.ts';
import {
  headersOfRule,
  mergePolicies,
  policyOf,
  withoutPolicyMeta,
  withCspHeader,
  withPageHashes,
} from '../../src/integrations/csp-header.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (policy: string, body: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;

const headersFile = [
  '# comment',
  '/*',
  ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
  '',
  '/_astro/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '',
].join('\n');

describe('withPageHashes', () => {
  test('hashes every inline script and style of the page, once', () => {
    const script = "document.documentElement.classList.add('x');";
    const style = '.a{color:red}';
    const html = page(
      "default-src 'self'; script-src 'self'; style-src 'self'",
      `<script>${script}</script><script>${script}</script><style>${style}</style>`
    );
    const policy = policyOf(withPageHashes(html)) ?? '';
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)}`);
  });

  test('leaves scripts with a src and JSON data blocks alone', () => {
    const html = page(
      "script-src 'self'; style-src 'self'",
      '<script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{"a":1}</script>'
    );
    expect(policyOf(withPageHashes(html))).toBe("script-src 'self'; style-src 'self'");
  });

  test('keeps a hash Astro already wrote once, and drops hashes of scripts the page no longer has', () => {
    const script = 'console.log(1)';
    const gone = 'console.log(2)';
    const html = page(
      `script-src 'self' ${hash(gone)} ${hash(script)}; style-src 'self'`,
      `<script>${script}</script>`
    );
    expect(policyOf(withPageHashes(html))).toBe(`script-src 'self' ${hash(script)}; style-src 'self'`);
  });
});

describe('withoutPolicyMeta', () => {
  test('removes the policy <meta> and nothing else', () => {
    const html = page("script-src 'self'; style-src 'self'", '<p>Text</p>');
    const stripped = withoutPolicyMeta(html);
    expect(policyOf(stripped)).toBeUndefined();
    expect(stripped).toBe('<!doctype html><html><head></head><body><p>Text</p></body></html>');
  });
});

describe('mergePolicies', () => {
  test('takes the union of every page hashes and appends the header-only directives', () => {
    const merged = mergePolicies(
      [
        "default-src 'self'; script-src 'self' 'sha256-A'",
        "default-src 'self'; script-src 'self' 'sha256-B' 'sha256-A'",
      ],
      ["frame-ancestors 'none'"]
    );
    expect(merged).toBe("default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; frame-ancestors 'none'");
  });

  test('refuses pages whose policies differ in anything but hashes', () => {
    expect(() => mergePolicies(["script-src 'self'", "script-src 'self' 'unsafe-inline'"])).toThrow(/script-src/);
  });
});

describe('withCspHeader', () => {
  test('adds the policy to the /* rule and nowhere else', () => {
    const result = withCspHeader(headersFile, "default-src 'self'");
    expect(headersOfRule(result, '/*')).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      ...SECURITY_HEADERS,
    });
    expect(headersOfRule(result, '/_astro/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  test('fails the build when public/_headers drifts from the headers the functions send', () => {
    const drifted = headersFile.replace('X-Frame-Options: DENY', 'X-Frame-Options: SAMEORIGIN');
    expect(() => withCspHeader(drifted, "default-src 'self'")).toThrow(/SECURITY_HEADERS/);
  });

  test('fails when public/_headers sets a policy of its own or has no /* rule', () => {
    const withPolicy = headersFile.replace('/*\n', '/*\n  Content-Security-Policy: default-src *\n');
    expect(() => withCspHeader(withPolicy, "default-src 'self'")).toThrow(/must not set/);
    expect(() => withCspHeader('/_astro/*\n  Cache-Control: no-cache\n', "default-src 'self'")).toThrow(/\/\* rule/);
  });
});
