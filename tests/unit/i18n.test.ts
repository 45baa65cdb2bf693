import { describe, expect, test } from 'vitest';
import { failureText } from '../../src/components/islands/contact-form/failure-text.ts';
import { UnsolvedChallenge } from '../../src/components/islands/contact-form/spam-shield.ts';
import { site } from '../../src/config/site.ts';
import { HttpError } from '../../src/components/api/api-client.ts';
import { BUDGETS, createInquiryInputSchema, fieldErrors } from '../../src/lib/inquiry.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { adminWords as enAdmin } from '../../src/i18n/en-admin.ts';
import { adminWords as frAdmin } from '../../src/i18n/fr-admin.ts';
import { replyWords as enReply } from '../../src/i18n/en-reply.ts';
import { replyWords as frReply } from '../../src/i18n/fr-reply.ts';
import { formatMonth, formatPercent } from '../../src/i18n/locale-format.ts';
import { form as enForm } from '../../src/i18n/en-form.ts';
import { form as frForm } from '../../src/i18n/fr-form.ts';
import { localizeLink } from '../../src/i18n/index.ts';
import { alternatesOf, canonicalPath, localizeHref, routeAt } from '../../src/i18n/routes.ts';

/** Every leaf of a translation as `path → value`. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

const NBSP = '\u00a0';

describe('interface translations', () => {
  test('French has exactly the English keys, each a non-empty string', () => {
    const english = leaves(en);
    const french = new Map(leaves(fr));
    expect([...french.keys()].sort()).toEqual(english.map(([path]) => path).sort());
    for (const [path, value] of french) expect(value, path).toMatch(/\S/);
  });

  test('every link of the site configuration has a French label and a French address', () => {
    const links = [...site.nav, site.navAction, ...site.quickLinks, ...site.legalLinks];
    const localized = links.map((link) => localizeLink(link, 'fr'));
    expect(localized).toContainEqual({ label: 'Conditions', href: '/fr/conditions' });
    expect(localized).toContainEqual({ label: 'Réalisations', href: '/fr/#portfolio' });
    expect(localized).toContainEqual({ label: 'Démarrer un projet', href: '#contact' });
    expect(localized).toContainEqual({ label: 'Nous joindre', href: '#contact' });
    expect(links.map((link) => localizeLink(link, 'en'))).toEqual(links);
  });

  test.each([
    ['#services', 'fr', '#services'],
    ['/#contact', 'fr', '/fr/#contact'],
    ['/terms', 'fr', '/fr/conditions'],
    ['/privacy', 'fr', '/fr/confidentialite'],
    ['/admin', 'fr', '/admin'],
    ['/terms', 'en', '/terms'],
  ] as const)('%s in %s is %s', (href, locale, expected) => {
    expect(localizeHref(href, locale)).toBe(expected);
  });

  test.each([
    ['/', 'home'],
    ['/fr/', 'home'],
    ['/fr', 'home'],
    ['/fr/conditions/', 'terms'],
    ['/privacy', 'privacy'],
    ['/fr/404', undefined],
    ['/admin', undefined],
  ])('%s is the %s page', (pathname, route) => {
    expect(routeAt(pathname)).toBe(route);
  });
});

describe('the admin’s words', () => {
  test('French has exactly the English keys, each a non-empty string with the same placeholders', () => {
    const english = new Map(leaves(enAdmin));
    const french = new Map(leaves(frAdmin));
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    for (const [path, value] of french) {
      expect(value, path).toMatch(/\S/);
      expect(placeholders(value), path).toEqual(placeholders(english.get(path)));
    }
  });

  test('the French reply e-mail has the English keys, each with the same placeholders', () => {
    const placeholders = (words: object) =>
      leaves(words).map(([path, text]) => [
        path,
        String(text)
          .match(/\{\w+\}/g)
          ?.sort(),
      ]);
    expect(placeholders(frReply)).toEqual(placeholders(enReply));
  });

  test('French follows French typography: a no-break space before a colon and inside « »', () => {
    for (const [path, value] of leaves(frAdmin)) {
      const text = String(value);
      expect(text, path).not.toMatch(/[^\u00a0\d]:(?!\/)|[^\s]:\s/);
      expect(text, path).not.toMatch(/« |[^\u00a0]»| [?!;]/);
    }
  });
});

describe('hreflang alternates', () => {
  test('a page and its twin name the same three alternates, English as x-default', () => {
    const expected = [
      { hreflang: 'en-CA', href: 'https://studio.example/terms' },
      { hreflang: 'fr-CA', href: 'https://studio.example/fr/conditions' },
      { hreflang: 'x-default', href: 'https://studio.example/terms' },
    ];
    expect(alternatesOf('/terms', 'https://studio.example')).toEqual(expected);
    expect(alternatesOf('/fr/conditions/', 'https://studio.example')).toEqual(expected);
  });

  test('pages without a twin have none', () => {
    expect(alternatesOf('/admin', 'https://studio.example')).toEqual([]);
    expect(alternatesOf('/fr/404', 'https://studio.example')).toEqual([]);
  });
});

describe('canonical addresses', () => {
  test.each([
    ['/', '/'],
    ['/fr/', '/fr/'],
    ['/fr', '/fr/'],
    ['/terms/', '/terms'],
    ['/fr/conditions/', '/fr/conditions'],
    ['/admin/', '/admin'],
  ])('%s is known as %s, as in its hreflang links', (pathname, expected) => {
    expect(canonicalPath(pathname)).toBe(expected);
  });

  test('every translated page names itself in its own hreflang links', () => {
    for (const pathname of ['/', '/fr/', '/terms', '/fr/conditions', '/privacy', '/fr/confidentialite']) {
      const own = new URL(canonicalPath(pathname), site.url).href;
      expect(alternatesOf(pathname, site.url).map((alternate) => alternate.href)).toContain(own);
    }
  });
});

describe('numbers and money by language', () => {
  test('English budget labels are the option labels the client gave', () => {
    expect(BUDGETS.map((value) => enForm.budgets[value])).toEqual([
      '$1,000 - $2,000',
      '$2,000 - $3,000',
      '$3,000 - $5,000',
      '$5,000+',
    ]);
  });

  test('French budget labels follow fr-CA: spaces between thousands, the dollar sign after', () => {
    expect(BUDGETS.map((value) => frForm.budgets[value])).toEqual([
      `1${NBSP}000${NBSP}$ à 2${NBSP}000${NBSP}$`,
      `2${NBSP}000${NBSP}$ à 3${NBSP}000${NBSP}$`,
      `3${NBSP}000${NBSP}$ à 5${NBSP}000${NBSP}$`,
      `5${NBSP}000${NBSP}$ et plus`,
    ]);
  });

  test('months: January 2024 in English, janvier 2024 in French', () => {
    const date = new Date('2024-01-01T00:00:00Z');
    expect(formatMonth(date, 'en')).toBe('January 2024');
    expect(formatMonth(date, 'fr')).toBe('janvier 2024');
  });

  test('percentages: 98% in English, 98 % and 99,9 % in French', () => {
    expect(formatPercent(98, 'en')).toBe('98%');
    expect(formatPercent(98, 'fr')).toBe(`98${NBSP}%`);
    expect(formatPercent(99.9, 'fr')).toBe(`99,9${NBSP}%`);
  });
});

describe('the inquiry schema in French', () => {
  const schema = createInquiryInputSchema(fr.form.validation);

  test('speaks French for every message the form can show', () => {
    const result = schema.safeParse({ name: '', email: '', projectType: '', message: 'court' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Le nom est obligatoire',
      email: 'Le courriel est obligatoire',
      projectType: 'Le type de projet est obligatoire',
      message: 'Le message doit contenir au moins 10 caractères',
    });
    const invalid = schema.safeParse({
      name: 'Zoé',
      email: 'pas-un-courriel',
      projectType: 'other',
      message: 'x'.repeat(20),
    });
    expect(fieldErrors(invalid.error!)).toEqual({ email: 'Entrez une adresse courriel valide' });
    const long = schema.safeParse({
      name: 'x'.repeat(101),
      email: 'a@b.ca',
      projectType: 'other',
      message: 'x'.repeat(20),
    });
    expect(fieldErrors(long.error!)).toEqual({ name: `Nom${NBSP}: 100 caractères au maximum` });
  });

  test('accepts the same values as the English schema and records the language, English by default', () => {
    const body = {
      name: 'Zoé',
      email: 'zoe@example.ca',
      projectType: 'redesign',
      budget: '5000+',
      message: 'Un site plus rapide.',
    };
    expect(schema.parse({ ...body, language: 'fr' }).language).toBe('fr');
    expect(createInquiryInputSchema(en.form.validation).parse(body).language).toBe('en');
  });
});

describe('failure toasts by language', () => {
  const cases: [string, unknown, string, string][] = [
    [
      'a 400 with a message',
      new HttpError(400, 'Bad Request', '{"message":"Please correct the highlighted fields."}'),
      'Please correct the highlighted fields.',
      'Veuillez corriger les champs indiqués.',
    ],
    [
      'a 429 with a message',
      new HttpError(429, 'Too Many Requests', '{"message":"Too many requests."}'),
      'Too many requests.',
      fr.form.failure.tooManyRequests,
    ],
    [
      'a 500 without one',
      new HttpError(500, 'Internal Server Error', '{"success":false}'),
      'Server error: 500',
      `Erreur du serveur${NBSP}: 500`,
    ],
    [
      'a body that is not JSON',
      new HttpError(502, 'Bad Gateway', '<html>proxy</html>'),
      'Invalid response from server',
      fr.form.failure.invalidResponse,
    ],
    ['success not true', new HttpError(200, 'OK', '{}', 'not-sent'), 'Failed to send message', fr.form.failure.notSent],
    ['no answer at all', new TypeError('Failed to fetch'), en.form.failure.network, fr.form.failure.network],
    [
      'a challenge the device could not solve in time',
      new UnsolvedChallenge(),
      'The spam check could not be solved in time.',
      fr.form.failure.unsolved,
    ],
  ];

  test.each(cases)(
    "%s: English shows the site's own words or the server's, French its own",
    (_case, cause, english, french) => {
      expect(failureText(cause, en.form.failure, true)).toBe(english);
      expect(failureText(cause, fr.form.failure, false)).toBe(french);
    }
  );

  test("the spam check's refusal, worded by the server in the form's language, shows as it comes", () => {
    const refusal = new HttpError(400, 'Bad Request', JSON.stringify({ message: fr.form.failure.spamCheck }));
    expect(failureText(refusal, fr.form.failure, false)).toBe(fr.form.failure.spamCheck);
  });

  test.each(['otherDetails', 'stillSending', 'unavailable'] as const)(
    'the answer %s to a repeated send or a storage failure comes in the form language and shows as it comes',
    (key) => {
      const answer = new HttpError(
        key === 'unavailable' ? 503 : 409,
        '',
        JSON.stringify({ message: fr.form.failure[key] })
      );
      expect(failureText(answer, fr.form.failure, false)).toBe(fr.form.failure[key]);
    }
  );

  test('a 503 without a French message (the challenge, say) says in French to try again', () => {
    const down = new HttpError(503, 'Service Unavailable', JSON.stringify({ message: 'Storage is unavailable.' }));
    expect(failureText(down, fr.form.failure, false)).toBe(fr.form.failure.unavailable);
  });

  test('an unexpected error leaves French pages to the fallback text', () => {
    expect(failureText(new Error('boom'), fr.form.failure, false)).toBe('');
  });
});
