import { describe, expect, test } from 'vitest';
import { loadSpeech } from '../../src/components/islands/admin/words.ts';
import { fillMessage, fillPlural } from '../../src/lib/message.ts';

const forms = { one: '{n} inquiry from {email}', other: '{n} inquiries from {email}' };

describe('filling in a message', () => {
  test('each {key} takes its value; an unknown key stays as written', () => {
    expect(fillMessage('#{id} from {name}, {missing}', { id: 12, name: 'Marie' })).toBe('#12 from Marie, {missing}');
  });

  test.each([
    [0, '0 inquiries from a@b.ca', '0 inquiry from a@b.ca'],
    [1, '1 inquiry from a@b.ca', '1 inquiry from a@b.ca'],
    [1.5, '1.5 inquiries from a@b.ca', '1.5 inquiry from a@b.ca'],
    [2, '2 inquiries from a@b.ca', '2 inquiries from a@b.ca'],
  ])('%d takes the plural form of its language: English %j, French %j', (n, inEnglish, inFrench) => {
    expect(fillPlural(forms, n, 'en', { email: 'a@b.ca' })).toBe(inEnglish);
    expect(fillPlural(forms, n, 'fr', { email: 'a@b.ca' })).toBe(inFrench);
  });

  test('the admin picks its plural forms by the same rules, its numbers written its own way', async () => {
    const [english, french] = await Promise.all([loadSpeech('en', 'Studio'), loadSpeech('fr', 'Studio')]);
    expect(english.plural(forms, 0, { email: 'a@b.ca' })).toBe('0 inquiries from a@b.ca');
    expect(french.plural(forms, 0, { email: 'a@b.ca' })).toBe('0 inquiry from a@b.ca');
    expect(french.plural(forms, 1000, { email: 'a@b.ca' })).toBe('1\u00a0000 inquiries from a@b.ca');
  });
});
