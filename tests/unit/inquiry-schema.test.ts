import { describe, expect, test } from 'vitest';
import { InquiryInputSchema, InquirySchema } from '../../netlify/lib/inquiry-schema.ts';
import {
  BUDGETS,
  FIELD_MAX_LENGTH,
  PROJECT_TYPES,
  TIMELINES,
  createInquiryInputSchema,
  fieldErrors,
} from '../../src/lib/inquiry.ts';
import { fillMessage } from '../../src/lib/message.ts';
import { form as en } from '../../src/i18n/en-form.ts';
import { form as fr } from '../../src/i18n/fr-form.ts';

const valid = {
  name: 'Marie Tremblay',
  email: 'marie@example.com',
  projectType: 'redesign',
  message: 'We want a faster site.',
};

const errorsOf = (input: unknown) => {
  const result = InquiryInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('InquiryInputSchema: invalid inputs give the documented messages', () => {
  test.each([
    ['empty name', { name: '' }, { name: 'Name is required' }],
    ['blank name', { name: '   ' }, { name: 'Name is required' }],
    ['missing name', { name: undefined }, { name: 'Name is required' }],
    ['empty email', { email: '' }, { email: 'Email is required' }],
    ['missing email', { email: undefined }, { email: 'Email is required' }],
    ['email without @', { email: 'marie.example.com' }, { email: 'Valid email is required' }],
    ['email without domain', { email: 'marie@' }, { email: 'Valid email is required' }],
    ['empty project type', { projectType: '' }, { projectType: 'Project type is required' }],
    ['missing project type', { projectType: undefined }, { projectType: 'Project type is required' }],
    ['9-character message', { message: '123456789' }, { message: 'Message must be at least 10 characters' }],
    [
      'message padded to 10 with spaces',
      { message: '  12345  ' },
      { message: 'Message must be at least 10 characters' },
    ],
    ['missing message', { message: undefined }, { message: 'Message must be at least 10 characters' }],
    [
      'unknown project type',
      { projectType: 'app' },
      { projectType: 'Project type must be one of: new-website, redesign, ecommerce, maintenance, other' },
    ],
    ['unknown budget', { budget: '1-2' }, { budget: 'Budget must be one of: 1000-2000, 2000-3000, 3000-5000, 5000+' }],
    [
      'unknown timeline',
      { timeline: 'never' },
      { timeline: 'Timeline must be one of: asap, 1-2-weeks, 3-4-weeks, 1-2-months, flexible' },
    ],
    ['unknown language', { language: 'es' }, { language: 'Language must be one of: en, fr' }],
    ['name too long', { name: 'n'.repeat(FIELD_MAX_LENGTH.name + 1) }, { name: 'Name must be at most 100 characters' }],
    [
      'business too long',
      { business: 'b'.repeat(FIELD_MAX_LENGTH.business + 1) },
      { business: 'Business name must be at most 120 characters' },
    ],
    ['email too long', { email: `${'e'.repeat(250)}@example.com` }, { email: 'Email must be at most 254 characters' }],
    ['status not in the list', { status: 'archived' }, { status: 'Status must be pending or completed' }],
  ])('%s', (_label, override, expected) => {
    expect(errorsOf({ ...valid, ...override })).toEqual(expected);
  });

  test('all four required fields missing at once', () => {
    expect(errorsOf({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      projectType: 'Project type is required',
      message: 'Message must be at least 10 characters',
    });
  });
});

describe('InquiryInputSchema: valid inputs', () => {
  test('fills absent optional fields with empty strings, the language with English, and trims text', () => {
    expect(InquiryInputSchema.parse({ ...valid, name: '  Marie Tremblay  ' })).toEqual({
      ...valid,
      business: '',
      phone: '',
      budget: '',
      timeline: '',
      language: 'en',
    });
  });

  test.each(['en', 'fr'])('language %s', (language) => {
    expect(InquiryInputSchema.parse({ ...valid, language }).language).toBe(language);
  });

  test.each(PROJECT_TYPES)('project type %s', (projectType) => {
    expect(InquiryInputSchema.safeParse({ ...valid, projectType }).success).toBe(true);
  });
  test.each(BUDGETS)('budget %s', (budget) => {
    expect(InquiryInputSchema.safeParse({ ...valid, budget }).success).toBe(true);
  });
  test.each(TIMELINES)('timeline %s', (timeline) => {
    expect(InquiryInputSchema.safeParse({ ...valid, timeline }).success).toBe(true);
  });

  test('drops unknown fields', () => {
    const parsed = InquiryInputSchema.parse({ ...valid, admin: true, website: 'x' });
    expect(parsed).not.toHaveProperty('admin');
    expect(parsed).not.toHaveProperty('website');
  });

  test('accepts exactly the maximum lengths', () => {
    const atMax = { ...valid, name: 'n'.repeat(100), message: 'm'.repeat(5000), phone: '1'.repeat(40) };
    expect(InquiryInputSchema.safeParse(atMax).success).toBe(true);
  });
});

describe('option lists', () => {
  test('values and labels', () => {
    expect(PROJECT_TYPES.map((value) => [value, en.projectTypes[value]])).toEqual([
      ['new-website', 'New Website'],
      ['redesign', 'Website Redesign'],
      ['ecommerce', 'E-commerce Store'],
      ['maintenance', 'Website Maintenance'],
      ['other', 'Other'],
    ]);
    expect(BUDGETS).toEqual(['1000-2000', '2000-3000', '3000-5000', '5000+']);
    expect(BUDGETS.every((value) => en.budgets[value].startsWith('$'))).toBe(true);
    expect(TIMELINES).toEqual(['asap', '1-2-weeks', '3-4-weeks', '1-2-months', 'flexible']);
  });

  test('no option has an empty value', () => {
    for (const value of [...PROJECT_TYPES, ...BUDGETS, ...TIMELINES]) expect(value).not.toBe('');
  });
});

describe('InquirySchema (stored shape)', () => {
  const stored = {
    ...InquiryInputSchema.parse(valid),
    id: 3,
    status: 'completed',
    createdAt: '2026-11-22T10:00:00.000Z',
    readAt: null,
    answeredAt: null,
  };
  test('accepts a stored inquiry', () => {
    expect(InquirySchema.parse(stored)).toEqual(stored);
  });
  test('a missing status reads as pending', () => {
    const { status: _status, ...withoutStatus } = stored;
    expect(InquirySchema.parse(withoutStatus).status).toBe('pending');
  });
  test.each([
    ['id 0', { id: 0 }],
    ['fractional id', { id: 1.5 }],
    ['bad date', { createdAt: 'yesterday' }],
    ['unknown status', { status: 'archived' }],
  ])('rejects %s', (_label, override) => {
    expect(InquirySchema.safeParse({ ...stored, ...override }).success).toBe(false);
  });
});

describe('clean text: what cannot be seen or read safely is never stored', () => {
  const parse = (input: Record<string, unknown>) => InquiryInputSchema.parse({ ...valid, ...input });

  test.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['zero-width joiners and a BOM', '\u200C\u200D\uFEFF'],
    ['word joiners among spaces', ' \u2060 \u2060 '],
    ['a bidi override alone', '\u202E'],
    ['right-to-left and Arabic letter marks', '\u200F \u061C\u200E'],
    ['control characters', '\u0000\u0007\u001B'],
  ])('a name of only %s is empty: "Name is required"', (_what, name) => {
    expect(errorsOf({ ...valid, name })).toEqual({ name: 'Name is required' });
  });

  test('invisible-only fields get the French required messages too', () => {
    const result = createInquiryInputSchema(fr.validation).safeParse({
      ...valid,
      name: '\u200B\u2060',
      email: '\uFEFF',
      message: '\u200B'.repeat(20),
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      name: fr.validation.nameRequired,
      email: fr.validation.emailRequired,
      message: fillMessage(fr.validation.messageTooShort, { min: 10 }),
    });
    expect(fr.validation.nameRequired).toBe('Le nom est obligatoire');
  });

  test('bidi overrides and isolates are stripped', () => {
    const inquiry = parse({
      name: '\u202EnamoW\u202C Marie',
      business: '\u2066Studio\u2069 inc',
      message: 'Hello \u202Dthere\u202C, a reversed \u2067text\u2069 here.',
    });
    expect(inquiry.name).toBe('namoW Marie');
    expect(inquiry.business).toBe('Studio inc');
    expect(inquiry.message).toBe('Hello there, a reversed text here.');
  });

  test('right-to-left text keeps its marks: Hebrew and Arabic are stored as sent', () => {
    const hebrew = 'שלום, אנחנו צריכים אתר חדש\u200F (3 עמודים)\u200F.\nתודה\u200E!';
    const arabic = 'مرحبا\u061C 2024 متجر\u200F';
    const inquiry = parse({ name: 'דנה\u200F', business: arabic, message: hebrew });
    expect(inquiry.name).toBe('דנה\u200F');
    expect(inquiry.business).toBe(arabic);
    expect(inquiry.message).toBe(hebrew);
  });

  test('control characters, null bytes and lone surrogates are stripped; the message keeps lines and tabs', () => {
    const inquiry = parse({
      name: 'Ma\u0000rie\u0007 \uD800Tremblay\u007F',
      phone: '514\t555\n0100',
      message: 'Line one\r\nLine\ttwo\u0000\u001B and \uDC00done 😀',
    });
    expect(inquiry.name).toBe('Marie Tremblay');
    expect(inquiry.phone).toBe('5145550100');
    expect(inquiry.message).toBe('Line one\nLine\ttwo and done 😀');
  });

  test('visible text with joiners inside (emoji sequences) is kept as sent', () => {
    expect(parse({ name: 'Ana 👩\u200D💻' }).name).toBe('Ana 👩\u200D💻');
  });

  test('stored records read back clean', () => {
    const stored = InquirySchema.parse({
      ...valid,
      name: '\u202EMarie',
      id: 1,
      createdAt: new Date().toISOString(),
      readAt: null,
      answeredAt: null,
    });
    expect(stored.name).toBe('Marie');
  });
});
