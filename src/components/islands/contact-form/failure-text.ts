import { HttpError } from '~/lib/api';
import { fillMessage } from '~/lib/inquiry';
import type { FormStrings } from '~/i18n/form';

type FailureTexts = FormStrings['failure'];

/** Statuses whose cause a visitor can act on, with the text that says what to do. */
const BY_STATUS: Partial<Record<number, keyof FailureTexts>> = {
  400: 'invalidInput',
  413: 'tooLarge',
  429: 'tooManyRequests',
  503: 'unavailable',
};

/**
 * What the failure toast says, in the form's language: English pages show the API's (English)
 * messages; other pages say the same in their own words. Empty when only the fallback fits.
 */
export function failureText(cause: unknown, texts: FailureTexts, showsServerMessages: boolean): string {
  if (cause instanceof HttpError) {
    // The answers about the spam check, a repeated send and storage come in the form's language already.
    const inFormLanguage = (Object.values(texts) as unknown[]).includes(cause.serverMessage);
    if ((showsServerMessages || inFormLanguage) && cause.serverMessage) {
      return cause.serverMessage;
    }
    const known = !showsServerMessages && cause.reason === 'server-error' ? BY_STATUS[cause.status] : undefined;
    if (known) return texts[known];
    const text = {
      'invalid-response': texts.invalidResponse,
      'server-error': texts.serverError,
      'not-sent': texts.notSent,
    }[cause.reason];
    return fillMessage(text, { status: cause.status });
  }
  // fetch rejects with a TypeError when no answer arrived at all.
  if (cause instanceof TypeError) return texts.network;
  return showsServerMessages && cause instanceof Error ? cause.message : '';
}
