/** Reply links: an e-mail in the prospect's language, and a phone call. */
import type { Inquiry, InquiryLanguage } from '~/lib/inquiry';
import { INTL_LOCALES } from '~/lib/locales';

/** The words of a reply e-mail, per language the contact form is offered in. */
const REPLY_WORDS = {
  en: {
    subject: 'Re: Your project inquiry',
    greeting: (name: string) => `Hello ${name},`,
    thanks: 'Thank you for your message.',
    wrote: (date: string) => `On ${date}, you wrote:`,
  },
  fr: {
    subject: 'Re: Votre demande de projet',
    greeting: (name: string) => `Bonjour ${name},`,
    thanks: 'Merci pour votre message.',
    // French puts a no-break space before a colon.
    wrote: (date: string) => `Le ${date}, vous avez écrit\u00a0:`,
  },
} satisfies Record<InquiryLanguage, unknown>;

/** Some mail programs refuse `mailto:` addresses past ~2,000 characters. */
export const QUOTE_MAX_LENGTH = 1000;

/** What a reply quotes; `language` is missing from records older than the field (English then). */
type ReplyTo = Pick<Inquiry, 'name' | 'message' | 'createdAt'> & Partial<Pick<Inquiry, 'language'>>;

/** What a reply to `inquiry` says: its subject and its body (lines joined by CRLF). */
export function replyText(inquiry: ReplyTo): { subject: string; body: string } {
  const language = inquiry.language ?? 'en';
  const words = REPLY_WORDS[language];
  const date = new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'long' }).format(
    new Date(inquiry.createdAt)
  );
  const message = inquiry.message.trim();
  const quoted = message.length > QUOTE_MAX_LENGTH ? `${message.slice(0, QUOTE_MAX_LENGTH).trimEnd()} […]` : message;
  const lines = [
    words.greeting(inquiry.name),
    '',
    words.thanks,
    '',
    '',
    words.wrote(date),
    ...quoted.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>')),
  ];
  return { subject: words.subject, body: lines.join('\r\n') };
}

export function replyHref(inquiry: ReplyTo & Pick<Inquiry, 'email'>): string {
  const { subject, body } = replyText(inquiry);
  const to = encodeURIComponent(inquiry.email).replaceAll('%40', '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A `tel:` address (`+1 514 555-0199 ext. 12` → `+15145550199;ext=12`), null with too few digits. */
export function telHref(phone: string): string | null {
  const [number = '', extension = ''] = phone.split(/\s*(?:ext\.?|x|poste|#)\s*/i);
  const digits = number.replace(/\D/g, '');
  if (digits.length < 7) return null;
  const plus = number.trim().startsWith('+') ? '+' : '';
  const ext = extension.replace(/\D/g, '');
  return `tel:${plus}${digits}${ext ? `;ext=${ext}` : ''}`;
}
