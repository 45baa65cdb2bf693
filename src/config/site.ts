/**
 * The studio's business details and navigation, in one place (DECISIONS D4). Every page reads
 * them from here; none repeats them by hand. The values are neutral placeholders (example.com
 * addresses, a 555 number) for the owner to replace.
 *
 * Keep this module free of `astro:*` imports: astro.config.mjs imports it for the site URL.
 */
import { z } from 'zod';

/** A link people see: visible text and where it goes. */
export const LinkSchema = z.object({
  /** Visible text. */
  label: z.string().min(1),
  /**
   * Root-relative path or in-page anchor.
   * @example '/terms'
   * @example '#services'
   */
  href: z.string().regex(/^[/#]/, 'Use a root-relative path ("/terms") or an anchor ("#services")'),
});

/** A profile on a social network. */
export const SocialLinkSchema = z.object({
  /** Which network, so the footer and contact panel can pick the icon. */
  network: z.enum(['instagram', 'facebook', 'linkedin']),
  /** Accessible name of the icon link. */
  label: z.string().min(1),
  /** Full address of the profile. */
  href: z.url(),
});

/** What src/config/site.ts must hold; parsing it fails the build on a typo. */
export const SiteConfigSchema = z.object({
  /** The studio's name, shown in the header, footer and page titles. */
  name: z.string().min(1),
  /** One-line pitch, the landing page's headline. */
  tagline: z.string().min(1),
  /** Default meta description for pages that do not set their own. */
  description: z.string().min(1).max(160),
  /**
   * Canonical address of the production site, without a trailing slash. astro.config.mjs
   * uses it as `site`.
   * @example 'https://www.example.com'
   */
  url: z.url().refine((value) => !value.endsWith('/'), 'Leave out the trailing slash'),
  /** Where visitors write to the studio. */
  email: z.email(),
  /** The messaging app and the studio's number in it. */
  messaging: z.object({
    /** Name of the app, for icon links' accessible names. */
    app: z.string().min(1),
    /**
     * International number, digits only, no "+" or spaces: the form wa.me expects.
     * @example '15145550142'
     */
    number: z.string().regex(/^[1-9]\d{6,14}$/, 'Digits only, starting with the country code'),
    /**
     * The same number as people read it.
     * @example '+1 (514) 555-0142'
     */
    display: z.string().min(1),
  }),
  /** Where the studio is, as one line. */
  city: z.string().min(1),
  /** The studio's postal address, for search engines' business listing (JSON-LD on `/`). */
  address: z.object({
    /** Street and number; leave empty to publish the city only. */
    street: z.string(),
    /** @example 'Montreal' */
    locality: z.string().min(1),
    /** Province or state code. @example 'QC' */
    region: z.string().min(1),
    postalCode: z.string(),
    /** ISO 3166-1 alpha-2 country code. @example 'CA' */
    country: z.string().length(2),
  }),
  /** Places the studio works for, as search engines should list them. */
  areaServed: z.array(z.string().min(1)).min(1),
  /** Social-network profiles, in display order. */
  socials: z.array(SocialLinkSchema),
  /** Landing-page sections in the navigation bar, in order. */
  nav: z.array(LinkSchema.extend({ href: z.string().regex(/^#[\w-]+$/, 'Nav links point at a section id') })),
  /** The navigation bar's call to action (Get Started). */
  navAction: LinkSchema,
  /** The footer's Quick Links column. Anchors are root-relative (`/#portfolio`) so they work from every page. */
  quickLinks: z.array(LinkSchema),
  /** Legal pages, linked from the footer's bottom row. */
  legalLinks: z.array(LinkSchema),
  /**
   * Person in charge of the protection of personal information, named in the privacy policy
   * as Quebec's Law 25 requires (DECISIONS D8).
   */
  privacyOfficer: z.object({
    /** Full name. */
    name: z.string().min(1),
    /** Where people send requests about their personal information. */
    email: z.email(),
  }),
  /**
   * How many days a completed inquiry is kept after it arrived (DECISIONS D8): the privacy
   * policy states it and the daily retention function deletes older completed inquiries.
   * `RETENTION_DAYS` in the environment overrides it for both (src/lib/retention.ts).
   */
  inquiryRetentionDays: z.number().int().positive(),
  /** Address of the portfolio project shown with a LIVE badge. */
  portfolioLiveUrl: z.url(),
});

export type SiteConfig = z.output<typeof SiteConfigSchema>;
export type Link = z.output<typeof LinkSchema>;
export type SocialLink = z.output<typeof SocialLinkSchema>;

/** Parsed at import time, so a typo here fails `astro build` instead of shipping. */
export const site: SiteConfig = SiteConfigSchema.parse({
  name: 'Studio Nord',
  tagline: 'Websites That Sell Real Estate',
  description:
    'Montreal web design studio building fast, mobile-first websites for real-estate professionals and local businesses.',
  url: 'https://www.example.com',
  email: 'hello@example.com',
  messaging: { app: 'WhatsApp', number: '15145550142', display: '+1 (514) 555-0142' },
  city: 'Montreal, Quebec, Canada',
  address: { street: '', locality: 'Montreal', region: 'QC', postalCode: '', country: 'CA' },
  areaServed: ['Montreal', 'Laval', 'Longueuil', 'Quebec'],
  socials: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.example.com/social/instagram' },
    { network: 'facebook', label: 'Facebook', href: 'https://www.example.com/social/facebook' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.example.com/social/linkedin' },
  ],
  nav: [
    { label: 'Services', href: '#services' },
    { label: 'Portfolio', href: '#portfolio' },
    { label: 'About', href: '#about' },
    { label: 'Contact', href: '#contact' },
  ],
  navAction: { label: 'Get Started', href: '#contact' },
  quickLinks: [
    { label: 'Portfolio', href: '/#portfolio' },
    { label: 'Contact', href: '/#contact' },
    { label: 'Admin', href: '/admin' },
  ],
  legalLinks: [
    { label: 'Terms', href: '/terms' },
    { label: 'Privacy', href: '/privacy' },
  ],
  privacyOfficer: { name: 'Alex Martin', email: 'privacy@example.com' },
  inquiryRetentionDays: 730,
  portfolioLiveUrl: 'https://wellness.example.com',
});

/**
 * Address that opens a chat with `number` in the messaging app (WhatsApp's click-to-chat),
 * optionally with a prefilled message.
 */
export function messagingUrl(number: string, text?: string): string {
  const url = new URL(`https://wa.me/${number}`);
  if (text) url.searchParams.set('text', text);
  return url.href;
}
