/**
 * The English words the islands show: the accessible names of the page's chrome and the
 * inquiry form with its messages. en.ts re-uses them; they live apart so that an island's
 * bundle carries these words only (src/i18n/islands.ts), not the site configuration and the
 * rest of the interface words en.ts pulls in.
 */
import { NETWORK_ERROR_MESSAGE, SUBMIT_FAILURE_MESSAGES } from '~/lib/api';
import { INQUIRY_MESSAGES, PROJECT_TYPES, TIMELINES, type ProjectType, type Timeline } from '~/lib/inquiry';

/** Option labels keyed by value, as the inquiry module lists them (SPEC §3). */
function labels<V extends string>(options: readonly { value: V; label: string }[]): Record<V, string> {
  return Object.fromEntries(options.map((option) => [option.value, option.label])) as Record<V, string>;
}

/** The page chrome's short texts and accessible names; the form's toasts use `close`. */
export const layout = {
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  close: 'Close',
  /** Screen-reader note on links that open a new tab. */
  newTab: 'opens in a new tab',
  rights: 'All rights reserved.',
};

/** The inquiry form: labels, placeholders, option labels, messages and toasts. */
export const form = {
  /** Accessible name of the form. */
  name: 'Project inquiry',
  fields: {
    name: 'Name',
    email: 'Email',
    business: 'Business Name',
    phone: 'Phone',
    projectType: 'Project Type',
    budget: 'Budget',
    timeline: 'Timeline',
    message: 'Project Details',
  },
  placeholders: {
    projectType: 'Select a project type',
    budget: 'Select a budget range',
    timeline: 'Select a timeline',
    message: 'Tell us about your project, your goals and any sites you like.',
  },
  projectTypes: labels<ProjectType>(PROJECT_TYPES),
  timelines: labels<Timeline>(TIMELINES),
  /** Budget ranges, with amounts formatted for the language (src/i18n/format.ts). */
  budgetRange: '{from} - {to}',
  budgetFrom: '{from}+',
  honeypot: 'Leave this field empty',
  send: 'Send Message',
  sending: 'Sending...',
  privacy: {
    before: 'We use these details only to reply to your inquiry. Read our',
    link: 'Privacy Policy',
    after: 'to learn how long we keep them and how to see, correct or delete them.',
  },
  /** SPEC §8's texts. */
  success: {
    title: 'Congratulations! 🎉',
    description: 'Thank you for your inquiry! We will respond within 48 hours with exciting ideas for your project.',
  },
  failure: {
    title: 'Error sending message',
    fallback: 'Please try again later or contact me directly.',
    invalidResponse: SUBMIT_FAILURE_MESSAGES['invalid-response'],
    /** With `{status}`. */
    serverError: SUBMIT_FAILURE_MESSAGES['server-error'],
    notSent: SUBMIT_FAILURE_MESSAGES['not-sent'],
    network: NETWORK_ERROR_MESSAGE,
    /**
     * What a 400, 413 or 429 means, for pages in a language other than the API's; English
     * pages show the server's own message (failure-text.ts).
     */
    invalidInput: 'Please correct the highlighted fields.',
    tooLarge: 'Your message is too long. Please shorten it and try again.',
    tooManyRequests: 'Too many messages in a short time. Please wait a minute and try again.',
    /** The answer to a send whose spam check failed (missing, forged, expired or reused). */
    spamCheck: 'Our automatic spam check did not pass. Please send your message again.',
  },
  validation: INQUIRY_MESSAGES,
};

export type LayoutStrings = typeof layout;
export type FormStrings = typeof form;
