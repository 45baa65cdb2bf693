import { HttpError } from '~/components/api/api-client';
import { fillMessage } from '~/lib/message';
import type { FormStrings } from '~/i18n/en-form';
import { UnsolvedChallenge } from './spam-shield';

type FailureTexts = FormStrings['failure'];

/** Statuses whose cause a visitor can act on, with the text that says what to do. */
const BY_STATUS: Partial<Record<number, keyof FailureTexts>> = {
  400: 'invalidInput',
  413: 'tooLarge',
  429: 'tooManyRequests',
  503: 'unavailable',
};

/** What the failure toast says (docs/api.md): the server's message in the form's language, else the form's own words. */
export function failureText(cause: unknown, texts: FailureTexts, isEnglish: boolean): string {
  if (cause instanceof HttpError) {
    const inFormLanguage = isEnglish || (Object.values(texts) as unknown[]).includes(cause.serverMessage);
    if (inFormLanguage && cause.serverMessage) return cause.serverMessage;
    const known = !isEnglish && cause.reason === 'server-error' ? BY_STATUS[cause.status] : undefined;
    if (known) return texts[known];
    const text = {
      'invalid-response': texts.invalidResponse,
      'server-error': texts.serverError,
      'not-sent': texts.notSent,
    }[cause.reason];
    return fillMessage(text, { status: cause.status });
  }
  if (cause instanceof TypeError) return texts.network;
  if (cause instanceof UnsolvedChallenge) return texts.unsolved;
  return isEnglish && cause instanceof Error ? cause.message : '';
}
