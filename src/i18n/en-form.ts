/** The contact form's English words, which the contact API answers with too (docs/api.md). */
import type { BUDGETS, InquiryMessages, PROJECT_TYPES, TIMELINES } from '~/lib/inquiry';
import { SOURCE_MAX_LENGTH } from '~/lib/inquiry';
import { LOCALES } from '~/lib/locales';
import { NETWORK_ERROR_MESSAGE } from './en-network';

/** The fields' names: the form's labels, which its messages say too. */
const fields = {
  name: 'Name',
  email: 'Email',
  business: 'Business Name',
  phone: 'Phone',
  projectType: 'Project Type',
  budget: 'Budget',
  timeline: 'Timeline',
  message: 'Project Details',
};

export const form = {
  name: 'Project inquiry',
  fields,
  placeholders: {
    projectType: 'Select a project type',
    budget: 'Select a budget range',
    timeline: 'Select a timeline',
    message: 'Tell us about your project, your goals and any sites you like.',
  },
  /** The options' labels, as the client gave them. */
  projectTypes: {
    'new-website': 'New Website',
    redesign: 'Website Redesign',
    ecommerce: 'E-commerce Store',
    maintenance: 'Website Maintenance',
    other: 'Other',
  } satisfies Record<(typeof PROJECT_TYPES)[number], string>,
  budgets: {
    '1000-2000': '$1,000 - $2,000',
    '2000-3000': '$2,000 - $3,000',
    '3000-5000': '$3,000 - $5,000',
    '5000+': '$5,000+',
  } satisfies Record<(typeof BUDGETS)[number], string>,
  timelines: {
    asap: 'ASAP',
    '1-2-weeks': '1-2 Weeks',
    '3-4-weeks': '3-4 Weeks',
    '1-2-months': '1-2 Months',
    flexible: 'Flexible',
  } satisfies Record<(typeof TIMELINES)[number], string>,
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
  /** The inquiry's messages, the contact API's too; `{field}`, `{max}`, `{min}` and `{options}` are filled in. */
  validation: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Valid email is required',
    projectTypeRequired: 'Project type is required',
    messageTooShort: 'Message must be at least {min} characters',
    messageTooLong: 'Message must be at most {max} characters',
    tooLong: '{field} must be at most {max} characters',
    notText: '{field} must be text',
    notAnOption: '{field} must be one of: {options}',
    statusInvalid: 'Status must be pending or completed',
    languageInvalid: `Language must be one of: ${LOCALES.join(', ')}`,
    sourceInvalid: `Source must be an object of short texts (at most ${SOURCE_MAX_LENGTH} characters): a host for referrer, a path for landingPath`,
    fields,
  } satisfies InquiryMessages,
};

export type FormStrings = typeof form;
