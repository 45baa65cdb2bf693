/** The interface words in English; other languages are typed against them. Page copy is in src/content. */
import { site } from '~/config/site';
import { form } from './en-form';
import { layout } from './en-layout';

const siteLinks = [...site.nav, site.navAction, ...site.quickLinks, ...site.legalLinks];

export const en = {
  languageName: 'English',
  meta: { tagline: site.tagline, description: site.description, city: site.city },
  /** Keyed by the English label: two links may share an address (Contact, Get Started). */
  links: Object.fromEntries(siteLinks.map((link) => [link.label, link.label])) as Record<string, string>,
  layout,
  hero: { highlights: 'Highlights' },
  marketing: { howItWorks: 'How It Works', step: 'Step {n}:' },
  portfolio: {
    live: 'LIVE',
    colourScheme: 'Colour scheme:',
    features: 'Features',
    tags: 'Tags',
    viewLive: 'View Live Website',
  },
  legal: { lastUpdated: 'Last updated:' },
  notFound: {
    title: 'Page Not Found',
    description: 'This page does not exist.',
    hint: 'Did you forget to add the page to the router?',
    back: 'Back to home',
  },
  form,
};

export type UiStrings = typeof en;
