/** The contact form's English words, which the contact API answers with too (docs/api.md). */
import { BUDGETS, INQUIRY_MESSAGES, PROJECT_TYPES, TIMELINES } from '~/lib/inquiry';
import { NETWORK_ERROR_MESSAGE } from './en-network';

function labels<V extends string>(options: readonly { value: V; label: string }[]): Record<V, string> {
  return Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<V, string>;
}

export const form = {
  name: 'Project inquiry',
  fields: INQUIRY_MESSAGES.fields,
  placeholders: {
    projectType: 'Select a project type',
    budget: 'Select a budget range',
    timeline: 'Select a timeline',
    message: 'Tell us about your project, your goals and any sites you like.',
  },
  projectTypes: labels(PROJECT_TYPES),
  budgets: labels(BUDGETS),
  timelines: labels(TIMELINES),
  honeypot: 'Leave this field empty',
  send: 'Send Message',
  sending: 'Sending...',
  privacy: {
    before: 'We use these details only to reply to your inquiry. Read our',
    link: 'Privacy Policy',
    after: 'to learn how long we keep them and how to see, correct or delete them.',
  },
  success: {
    title: 'Congratulations! 🎉',
    description: 'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.',
  },
  failure: {
    title: 'Error sending message',
    fallback: 'Please try again later or contact me directly.',
    invalidResponse: 'Invalid response from server',
    serverError: 'Server error: {status}',
    notSent: 'Failed to send message',
    network: NETWORK_ERROR_MESSAGE,
    /** Fields the schema refuses (400); also what other languages than English show for an English 400. */
    invalidInput: 'Please correct the highlighted fields.',
    /** For an English 413 or 429 (the body too large, Netlify's rate limit) on pages in other languages. */
    tooLarge: 'Your message is too long. Please shorten it and try again.',
    tooManyRequests: 'Too many messages in a short time. Please wait a minute and try again.',
    /** The visitor's device could not solve the spam check's challenge in time. */
    unsolved: 'The spam check could not be solved in time.',
    /** The answer to a send whose spam check failed (missing, forged, expired or reused). */
    spamCheck: 'Our automatic spam check did not pass. Please send your message again.',
    /** A send repeated with the same proof but other details (409). */
    otherDetails: 'This form was already sent with other details. Reload the page to send a new message.',
    /** A send repeated while the first is still being stored (409). */
    stillSending: 'Your message is still being received. Please wait a minute, then send it again.',
    /** Storage unavailable (503): nothing was stored. */
    unavailable:
      'We could not save your message just now. Your text is still in the form. Please try again in a moment.',
  },
  validation: INQUIRY_MESSAGES,
};

export type FormStrings = typeof form;
