/**
 * The words of the interface in English: navigation, labels, buttons, the form and its
 * messages, accessible names; the words islands show (the form, accessible names) are in
 * en-islands.ts, re-used here. The landing page's and legal pages' copy is data in
 * src/content. Every other language's module is typed against this one (`UiStrings`), so
 * a missing or misspelt key fails the typecheck.
 */
import { site } from '~/config/site';
import { form, layout } from './en-islands';

/** Every link the site configuration lists. */
const siteLinks = [...site.nav, site.navAction, ...site.quickLinks, ...site.legalLinks];

export const en = {
  /** This language's own name, as the language switch shows it. */
  languageName: 'English',
  meta: {
    /** Second half of the home page's title. */
    tagline: site.tagline,
    /** Default meta description. */
    description: site.description,
    city: site.city,
  },
  /**
   * Labels of the site configuration's links, keyed by the English label (two links may share
   * an address: Contact and Get Started); see `localizeLink`.
   */
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
