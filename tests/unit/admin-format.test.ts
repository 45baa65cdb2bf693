import { describe, expect, test } from 'vitest';
import {
  formatAge,
  formatBudget,
  formatDuration,
  formatShare,
  formatTimeline,
  formatWaiting,
} from '../../src/components/islands/admin/admin-format.ts';
import { loadSpeech } from '../../src/components/islands/admin/words.ts';
import { QUOTE_MAX_LENGTH, replyHref, telHref } from '../../src/components/islands/admin/reply.ts';

const [english, french] = await Promise.all([loadSpeech('en', 'Studio'), loadSpeech('fr', 'Studio')]);
const NBSP = '\u00a0';

describe('the leads at a glance', () => {
  test.each([
    [45 * 60_000, '45 mins', `45${NBSP}min`],
    [7.5 * 3_600_000, '7.5 hrs', `7,5${NBSP}h`],
    [47 * 3_600_000, '47 hrs', `47${NBSP}h`],
    [60 * 3_600_000, '2.5 days', `2,5${NBSP}j`],
  ])('a time to answer of %i ms reads %j, in French %j', (ms, inEnglish, inFrench) => {
    expect(formatDuration(ms, english)).toBe(inEnglish);
    expect(formatDuration(ms, french)).toBe(inFrench);
  });

  test('a share is a whole percentage', () => {
    expect(formatShare(2, 3, english)).toBe('67%');
    expect(formatShare(2, 3, french)).toBe(`67${NBSP}%`);
  });
});

describe('admin card formatting', () => {
  test.each([
    ['1000-2000', '$1,000 - $2,000', `1${NBSP}000${NBSP}$ à 2${NBSP}000${NBSP}$`],
    ['5000+', '$5,000+', `5${NBSP}000${NBSP}$ et plus`],
    // A value outside today's list reads as itself.
    ['750-900', '750-900', '750-900'],
  ])('budget %j reads %j, in French %j', (value, inEnglish, inFrench) => {
    expect(formatBudget(value, english)).toBe(inEnglish);
    expect(formatBudget(value, french)).toBe(inFrench);
  });

  test.each([
    ['asap', 'ASAP'],
    ['1-2-weeks', '1-2 Weeks'],
    ['flexible', 'Flexible'],
  ])('timeline %j reads %j', (value, expected) => {
    expect(formatTimeline(value, english)).toBe(expected);
  });

  const now = Date.parse('2026-05-14T12:00:00Z');
  test.each([
    ['2026-05-14T11:59:30Z', 'now', 'just now'],
    ['2026-05-14T11:59:00Z', '1min', '1 minute ago'],
    ['2026-05-14T09:00:00Z', '3h', '3 hours ago'],
    ['2026-05-13T12:00:00Z', '1d', '1 day ago'],
    ['2026-04-30T12:00:00Z', '2w', '2 weeks ago'],
    // A clock a little ahead of the reader's is "now", not a negative age.
    ['2026-05-14T12:00:20Z', 'now', 'just now'],
  ])('an inquiry of %s is %j old (%j)', (iso, short, long) => {
    expect(formatAge(iso, english, now)).toEqual({ short, long });
  });

  test('in French: 3 h, il y a 3 heures; past eight weeks, the date', () => {
    expect(formatAge('2026-05-14T09:00:00Z', french, now)).toEqual({ short: '3h', long: 'il y a 3 heures' });
    expect(formatAge('2026-05-14T11:59:30Z', french, now)).toEqual({ short: 'à l’instant', long: 'à l’instant' });
    expect(formatAge('2026-01-02T12:00:00Z', french, now).long).toBe('le 2 janv. 2026');
  });

  test('past eight weeks, the age is the date', () => {
    expect(formatAge('2026-01-02T12:00:00Z', english, now)).toEqual({ short: 'Jan 2, 2026', long: 'on Jan 2, 2026' });
  });

  test.each([
    ['2026-05-14T11:00:00Z', 'waiting 1 h', `en attente depuis 1${NBSP}h`],
    ['2026-05-13T10:00:00Z', 'waiting 26 h', `en attente depuis 26${NBSP}h`],
    ['2026-05-10T12:00:00Z', 'waiting 4 d', `en attente depuis 4${NBSP}j`],
  ])('an inquiry of %s is %j, in French %j', (iso, inEnglish, inFrench) => {
    expect(formatWaiting(iso, english, now)).toBe(inEnglish);
    expect(formatWaiting(iso, french, now)).toBe(inFrench);
  });
});

describe('reply e-mail in the prospect’s language', () => {
  const inquiry = {
    name: 'Ana Tremblay',
    email: 'ana+site@example.com',
    message: 'We need a faster site.\n\nWith listings & prices?',
    createdAt: '2026-05-14T12:00:00Z',
    language: 'en' as const,
  };

  /** The subject and the body the reply link opens the mail program with. */
  const replyText = (to: Parameters<typeof replyHref>[0]) => {
    const [subject = '', body = ''] = (replyHref(to).split('?')[1] ?? '')
      .split('&')
      .map((part) => decodeURIComponent(part.slice(part.indexOf('=') + 1)));
    return { subject, body };
  };

  test('English: subject, greeting, and the message quoted under its date', () => {
    expect(replyText({ ...inquiry, language: 'en' })).toEqual({
      subject: 'Re: Your project inquiry',
      body: [
        'Hello Ana Tremblay,',
        '',
        'Thank you for your message.',
        '',
        '',
        'On May 14, 2026, you wrote:',
        '> We need a faster site.',
        '>',
        '> With listings & prices?',
      ].join('\r\n'),
    });
  });

  test('French', () => {
    const { subject, body } = replyText({ ...inquiry, language: 'fr' });
    expect(subject).toBe('Re: Votre demande de projet');
    expect(body.split('\r\n').slice(0, 6)).toEqual([
      'Bonjour Ana Tremblay,',
      '',
      'Merci pour votre message.',
      '',
      '',
      'Le 14 mai 2026, vous avez écrit\u00a0:',
    ]);
  });

  test('a long message is quoted in part', () => {
    const { body } = replyText({ ...inquiry, message: 'a'.repeat(QUOTE_MAX_LENGTH + 500) });
    expect(body.endsWith(`> ${'a'.repeat(QUOTE_MAX_LENGTH)} […]`)).toBe(true);
  });

  test('the mailto address encodes every part', () => {
    const href = replyHref({ ...inquiry, language: 'en' });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('ana+site@example.com');
    expect(href).toContain('ana%2Bsite@example.com?subject=Re%3A%20Your%20project%20inquiry&body=Hello%20Ana');
    expect(href).toContain('%0D%0A');
  });
});

describe('phone numbers become tel: links', () => {
  test.each([
    ['+1 514 555 0199', 'tel:+15145550199'],
    ['(514) 555-0199', 'tel:5145550199'],
    ['514.555.0199 ext. 12', 'tel:5145550199;ext=12'],
    ['514 555 0199 poste 3', 'tel:5145550199;ext=3'],
    ['call me', null],
    ['<script>window.__injected=2</script>', null],
  ])('%j → %j', (phone, expected) => {
    expect(telHref(phone)).toBe(expected);
  });
});
