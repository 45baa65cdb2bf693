/** The owner's reply e-mail (the admin's Reply link, docs/admin.md) in the inquiry's language, whatever the admin's. */
export const replyWords = {
  subject: 'Re: Your project inquiry',
  greeting: 'Hello {name},',
  thanks: 'Thank you for your message.',
  wrote: 'On {date}, you wrote:',
};

export type ReplyWords = typeof replyWords;
