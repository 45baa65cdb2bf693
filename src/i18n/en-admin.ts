/**
 * Every word of the admin in English (fr-admin.ts is typed against it); the API shares some through
 * src/i18n/api.ts. `{name}` marks what is filled in; `{ one, other }` picks by plural form.
 */
import { form } from './en-form';
import { layout } from './en-layout';
import { NETWORK_ERROR_MESSAGE } from './en-network';
import { settingsWords } from './en-admin-settings';

export const adminWords = {
  /** The language switch: the other language's name, in that language. */
  otherLanguage: 'Français',
  title: 'Admin',
  /** The page before the admin's script runs, and without it. */
  loading: 'Loading the admin…',
  needsScript: 'The admin needs JavaScript. Turn it on and reload the page.',
  layout: { skipLink: layout.skipLink, close: layout.close },
  /** The inquiry's own words, as the contact form shows them. */
  inquiry: {
    projectTypes: form.projectTypes,
    budgets: form.budgets,
    timelines: form.timelines,
    statuses: { pending: 'pending', completed: 'completed' },
  },
  api: {
    invalidPassword: 'Invalid password',
    passkeyNameMissing: 'Give the passkey a name.',
    passkeyAdded: 'Passkey “{name}” added.',
    personFound: { one: '{n} inquiry from {email}.', other: '{n} inquiries from {email}.' },
    personChanged: 'The inquiries from {email} changed since you looked ({n} now). Nothing was erased; look again.',
  },
  errors: {
    network: NETWORK_ERROR_MESSAGE,
    /** What a failed call says by its status when the server's words are not in this language. */
    status: {
      400: 'The server refused the request.',
      403: 'The server refused the request.',
      404: 'It no longer exists: it may have been deleted.',
      409: 'It changed meanwhile, or cannot be changed. Reload the page and try again.',
      429: 'Too many attempts. Wait a few minutes and try again.',
      500: 'The server could not answer. Try again in a moment.',
    },
    unexpected: 'Something went wrong ({reason}).',
  },
  gate: {
    preview: 'Preview: test data, not the real inbox',
    checking: 'Checking your session…',
    sessionEnded: 'Your session has ended. Enter the password to continue.',
  },
  login: {
    title: 'Admin Access',
    intro: 'Enter password to view contact inquiries',
    password: 'Password',
    submit: 'Access Admin Panel',
    or: 'or',
    passkey: 'Sign in with a passkey',
  },
  dashboard: {
    title: 'Admin Dashboard',
    intro: 'Contact inquiries and project requests',
    logout: 'Logout',
    logoutFailed: 'Logout failed: {reason}',
  },
  list: {
    heading: 'Inquiries',
    loading: 'Loading inquiries...',
    loadFailed: 'Could not load the inquiries: {reason}',
    tryAgain: 'Try again',
    emptyTitle: 'No inquiries yet',
    emptyText: 'Contact form submissions will appear here.',
    loadMore: 'Load more',
    /** "No new inquiries", by the status filter. */
    none: {
      all: 'No inquiries',
      new: 'No new inquiries',
      pending: 'No pending inquiries',
      completed: 'No completed inquiries',
    },
    /** "15 completed inquiries", by the status filter. */
    some: {
      all: { one: '{n} inquiry', other: '{n} inquiries' },
      new: { one: '{n} new inquiry', other: '{n} new inquiries' },
      pending: { one: '{n} pending inquiry', other: '{n} pending inquiries' },
      completed: { one: '{n} completed inquiry', other: '{n} completed inquiries' },
    },
    showingOf: 'Showing {shown} of {inquiries}',
    showingFirst: 'Showing the first {inquiries}',
    matching: '{inquiries} matching “{q}”',
    fromSource: '{inquiries} from {source}',
    unreadable: { one: '{n} inquiry could not be read', other: '{n} inquiries could not be read' },
    unreadableIds: {
      one: 'Its id is {ids}{more}. The CSV export lists it.',
      other: 'Their ids are {ids}{more}. The CSV export lists them.',
    },
    andMore: ', and {n} more',
    /** The page's title while some inquiries are new. */
    titleWithNew: '({n}) {title}',
  },
  toolbar: {
    search: 'Search',
    searchLabel: 'Search inquiries',
    searchPlaceholder: 'Search inquiries…',
    filters: 'Filters',
    filterSeparator: ': ',
    status: 'Status',
    statuses: { all: 'All', new: 'New', pending: 'Pending', completed: 'Completed' },
    /** A filter's accessible name with its count: "Completed, 15". */
    withCount: '{label}, {n}',
    source: 'Source',
    allSources: 'All sources',
    noSource: 'No source',
    sourceOption: '{source} ({n})',
    sort: 'Sort',
    newest: 'Newest first',
    oldest: 'Oldest first',
    exportCsv: 'Export CSV',
  },
  card: {
    noBusiness: 'No business name',
    budget: 'Budget: ',
    timeline: 'Timeline: ',
    andTimeline: ', timeline: ',
    language: 'Language: ',
    new: 'New',
    answered: 'answered',
    waitingHours: 'waiting {n} h',
    waitingDays: 'waiting {n} d',
    /** Before the waiting time of an inquiry past the 24-hour promise. */
    late: 'Late',
    notNotified: 'Not notified',
    notNotifiedHint: 'The notification of this inquiry failed',
    gaveUp: 'The notification failed {n} times; automatic retries have stopped.',
    received: 'Received',
    receivedAgo: 'Received {age}',
    ageNow: 'now',
    ageNowLong: 'just now',
    ageOn: 'on {date}',
    showMore: 'Show more',
    showLess: 'Show less',
    email: 'Email',
    phone: 'Phone',
    source: 'Source: ',
    /** The source of a visit that came from a link on another site. */
    from: 'from {host}',
    sourceDetails: 'Where this inquiry came from',
    sourceFields: {
      utm_source: 'Source',
      utm_medium: 'Medium',
      utm_campaign: 'Campaign',
      utm_term: 'Term',
      utm_content: 'Content',
      gclid: 'Google Ads click',
      referrer: 'Referring site',
      landingPath: 'Landing page',
    },
    yes: 'yes',
    reply: 'Reply',
    markRead: 'Mark as read',
    markAnswered: 'Mark as answered',
    notifyAgain: 'Notify again',
    markComplete: 'Mark Complete',
    delete: 'Delete',
    deleteTitle: 'Delete inquiry?',
    deleteQuestion: 'Are you sure you want to delete the inquiry from {name}?',
    cancel: 'Cancel',
    /** What the owner reads after each action: the exact words the client asked for. */
    done: {
      delete: { title: 'Inquiry Deleted', description: 'The inquiry has been successfully deleted.' },
      complete: { title: 'Inquiry Completed', description: 'The inquiry has been marked as completed.' },
      answered: { title: 'Inquiry Answered', description: 'The inquiry has been marked as answered.' },
      notify: { title: 'Notification Sent', description: 'You have been notified of this inquiry.' },
    },
    failed: {
      delete: { title: 'Error', description: 'Failed to delete inquiry. Please try again.' },
      complete: { title: 'Error', description: 'Failed to complete inquiry. Please try again.' },
      answered: { title: 'Error', description: 'Failed to mark the inquiry as answered. Please try again.' },
      read: { title: 'Error', description: 'Failed to mark the inquiry as read. Please try again.' },
      notify: { title: 'Notification Failed', description: 'Failed to send the notification. Please try again.' },
    },
    notifyFailed: 'The notification failed again ({failures}). Try again later.',
  },
  person: {
    open: 'Everything from this e-mail',
    title: 'Everything from {email}',
    looking: 'Looking for every inquiry from this address…',
    lookFailed: 'The inquiries from this address could not be read: {reason}',
    found: {
      one: '{n} inquiry was sent from this address, on {first}.',
      other: '{n} inquiries were sent from this address, the first on {first}.',
    },
    none: 'No inquiry from this address is kept.',
    explain:
      'The download holds everything kept about them, as JSON. Erasing deletes them all for good, whatever their status; otherwise completed inquiries are deleted at the end of the retention period the privacy policy states.',
    download: 'Download as JSON',
    erase: { one: 'Erase it', other: 'Erase all {n}' },
    eraseTitle: 'Erase this person’s data?',
    eraseQuestion: {
      one: 'Erase the inquiry from {email}? This cannot be undone.',
      other: 'Erase the {n} inquiries from {email}? This cannot be undone.',
    },
    erased: {
      title: 'Inquiries Erased',
      description: { one: '{n} inquiry from {email} was erased.', other: '{n} inquiries from {email} were erased.' },
    },
    eraseFailed: 'Failed to erase the inquiries. Please try again.',
    changed: 'The inquiries from this address changed since you looked: look again before erasing.',
  },
  ...settingsWords,
  leads: {
    title: 'Leads at a glance',
    loading: 'Loading…',
    unreadable: 'Could not be read',
    loadFailed: 'The figures could not be read: {reason}',
    tryAgain: 'Try again',
    /** The panel's summary, and its first figure. */
    summary: { one: '{n} lead this month', other: '{n} leads this month' },
    summaryShare: '{share} within 24 h',
    thisMonth: 'This month',
    lastMonth: 'Last month: {n} ({toDate} by the same day)',
    withinDay: 'Answered within 24 hours',
    withinDayOf: '{within} of {due} due, last 12 weeks',
    noneDue: 'None due yet in the last 12 weeks',
    medianAnswer: 'Median time to first answer',
    medianOf: { one: '{n} answered, last 12 weeks', other: '{n} answered, last 12 weeks' },
    noAnswer: 'No answer recorded in the last 12 weeks',
    /** A figure that cannot be given yet. */
    none: '–',
    chartTitle: 'Leads per week over the last 12 weeks, by source',
    week: 'Week of',
    thisWeek: '{date} (so far)',
    other: 'Other sources',
    total: 'Total',
    /** A bar's part, on pointing at it. */
    segment: '{source}, week of {date}: {n}',
  },
};

export type AdminWords = typeof adminWords;
