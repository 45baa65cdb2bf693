import { describe, expect, test } from 'vitest';
import { formatAge, formatBudget, formatTimeline } from '../../src/components/islands/admin/format.ts';
import { QUOTE_MAX_LENGTH, replyHref, replyText, telHref } from '../../src/components/islands/admin/reply.ts';

describe('admin card formatting', () => {
  test.each([
    ['1000-2000', '$1,000 - $2,000'],
    ['5000+', '$5,000+'],
    // A value outside today's list still gets its dollar prefix.
    ['750-900', '$750-900'],
  ])('budget %j reads %j', (value, expected) => {
    expect(formatBudget(value)).toBe(expected);
  });

  test.each([
    ['asap', 'ASAP'],
    ['1-2-weeks', '1-2 Weeks'],
    ['flexible', 'Flexible'],
  ])('timeline %j reads %j', (value, expected) => {
    expect(formatTimeline(value)).toBe(expected);
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
    expect(formatAge(iso, now)).toEqual({ short, long });
  });

  test('past eight weeks, the age is the date', () => {
    expect(formatAge('2026-01-02T12:00:00Z', now)).toEqual({ short: 'Jan 2, 2026', long: 'on Jan 2, 2026' });
  });
});

describe('reply e-mail in the prospect’s language', () => {
  const inquiry = {
    name: 'Ana Tremblay',
    email: 'ana+site@example.com',
    message: 'We need a faster site.\n\nWith listings & prices?',
    createdAt: '2026-05-14T12:00:00Z',
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

  test('French, and English for records without a language', () => {
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
    expect(replyText(inquiry).subject).toBe('Re: Your project inquiry');
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
    expect(decodeURIComponent(href.split('&body=')[1] ?? '')).toBe(replyText({ ...inquiry, language: 'en' }).body);
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
