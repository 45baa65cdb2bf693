/** The French reply e-mail, typed against en-reply.ts. "Re:" stays as is: mail programs thread the answer by it. */
import type { ReplyWords } from './en-reply';

export const replyWords: ReplyWords = {
  subject: 'Re: Votre demande de projet',
  greeting: 'Bonjour {name},',
  thanks: 'Merci pour votre message.',
  wrote: 'Le {date}, vous avez écrit\u00a0:',
};
