/** The studio's details and navigation, placeholders for the owner; no `astro:*`: astro.config.mjs reads it. */
import * as z from 'zod/mini';

const text = z.string().check(z.minLength(1));

const LinkSchema = z.object({
  label: text,
  href: z.string().check(z.regex(/^[/#]/, 'Use a root-relative path ("/terms") or an anchor ("#services")')),
});

const SiteConfigSchema = z.object({
  name: text,
  /** The landing page's headline and the second half of its title. */
  tagline: text,
  description: z.string().check(z.minLength(1), z.maxLength(160)),
  /** The production address, astro.config.mjs's `site`. */
  url: z.url().check(z.refine((value) => !value.endsWith('/'), 'Leave out the trailing slash')),
  email: z.email(),
  messaging: z.object({
    app: text,
    /** Digits only, country code first: the form wa.me expects. */
    number: z.string().check(z.regex(/^[1-9]\d{6,14}$/, 'Digits only, starting with the country code')),
    display: text,
  }),
  city: text,
  /** For the landing page's JSON-LD; an empty street publishes the city only. */
  address: z.object({
    street: z.string(),
    locality: text,
    region: text,
    postalCode: z.string(),
    country: z.string().check(z.length(2)),
  }),
  areaServed: z.array(text).check(z.minLength(1)),
  /** `label` names the icon link. */
  socials: z.array(z.object({ network: z.enum(['instagram', 'facebook', 'linkedin']), label: text, href: z.url() })),
  nav: z.array(
    z.extend(LinkSchema, { href: z.string().check(z.regex(/^#[\w-]+$/, 'Nav links point at a section id')) })
  ),
  navAction: LinkSchema,
  /** Root-relative anchors (`/#portfolio`), so they work from every page. */
  quickLinks: z.array(LinkSchema),
  legalLinks: z.array(LinkSchema),
  /** Named in the privacy policy, as Quebec's Law 25 requires. */
  privacyOfficer: z.object({ name: text, email: z.email() }),
  /** Days a completed inquiry is kept; `RETENTION_DAYS` overrides it (src/config/retention.ts). */
  inquiryRetentionDays: z.int().check(z.positive()),
  portfolioLiveUrl: z.url(),
});

export type Link = z.output<typeof LinkSchema>;

/** Parsed at import time, so a typo here fails `astro build` instead of shipping. */
export const site = SiteConfigSchema.parse({
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

/** WhatsApp's click-to-chat address for `number`, optionally with a prefilled message. */
export function messagingUrl(number: string, text?: string): string {
  const url = new URL(`https://wa.me/${number}`);
  if (text) url.searchParams.set('text', text);
  return url.href;
}
