/** Reply links: an e-mail in the prospect's language, and a phone call. */
import { replyWords as en, type ReplyWords } from '~/i18n/en-reply';
import { replyWords as fr } from '~/i18n/fr-reply';
import type { Inquiry, InquiryLanguage } from '~/lib/inquiry';
import { fillMessage } from '~/lib/message';
import { INTL_LOCALES } from '~/lib/locales';

const REPLY_WORDS: Record<InquiryLanguage, ReplyWords> = { en, fr };

/** Some mail programs refuse `mailto:` addresses past ~2,000 characters. */
export const QUOTE_MAX_LENGTH = 1000;

/** A `mailto:` reply to `inquiry` in its language: the subject, and the message quoted under its date (lines joined by CRLF). */
export function replyHref(inquiry: Pick<Inquiry, 'name' | 'email' | 'message' | 'createdAt' | 'language'>): string {
  const words = REPLY_WORDS[inquiry.language];
  const date = new Intl.DateTimeFormat(INTL_LOCALES[inquiry.language], { dateStyle: 'long' }).format(
    new Date(inquiry.createdAt)
  );
  const message = inquiry.message.trim();
  const quoted = message.length > QUOTE_MAX_LENGTH ? `${message.slice(0, QUOTE_MAX_LENGTH).trimEnd()} […]` : message;
  const body = [
    fillMessage(words.greeting, { name: inquiry.name }),
    '',
    words.thanks,
    '',
    '',
    fillMessage(words.wrote, { date }),
    ...quoted.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>')),
  ].join('\r\n');
  const to = encodeURIComponent(inquiry.email).replaceAll('%40', '@');
  return `mailto:${to}?subject=${encodeURIComponent(words.subject)}&body=${encodeURIComponent(body)}`;
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
