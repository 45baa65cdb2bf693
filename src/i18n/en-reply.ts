/**
 * The owner's reply e-mail, in the prospect's language (the admin's Reply link, docs/admin.md),
 * `{name}` and `{date}` filled in. The admin carries both languages: it answers each inquiry in
 * the language it was written from, whatever the admin's own.
 */
export const replyWords = {
  subject: 'Re: Your project inquiry',
  greeting: 'Hello {name},',
  thanks: 'Thank you for your message.',
  wrote: 'On {date}, you wrote:',
};

export type ReplyWords = typeof replyWords;
