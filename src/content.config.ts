/**
 * The landing page's and legal pages' copy, as data (house style: content lives in
 * src/content, components only render it), in English and in each translation
 * (src/i18n/localized-file.ts: ids are `<locale>/<id>`). Every list is validated here, so a missing field
 * or an unknown icon fails `astro build` instead of shipping a broken card.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ICON_NAMES } from '~/components/ui/icon-paths';
import { localizedFile } from '~/i18n/localized-file';

/** A link drawn as a button: visible text and the section or page it leads to. */
const ActionSchema = z.object({
  label: z.string().min(1),
  /** In-page anchor or root-relative path. */
  href: z.string().regex(/^[/#]/),
});

/** An icon from the site's own set (src/components/ui/icon-paths.ts). */
const IconSchema = z.enum(ICON_NAMES);

/**
 * Position in its list. Astro hands entries back sorted by id, so lists whose order matters
 * say it explicitly (`entriesIn` in src/i18n/content.ts sorts by it).
 */
const OrderSchema = z.number().int();

/** The shape shared by every grid of small cards: services, reasons, values, benefits. */
const CardSchema = z.object({
  order: OrderSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  icon: IconSchema,
});

/** A figure with its caption, as in the hero and the Why Choose Us stats row. */
const StatSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });

/** One collection of cards read from a YAML list in src/content and its translations. */
function cards(fileName: string) {
  return defineCollection({ loader: localizedFile(fileName), schema: CardSchema });
}

/** Heading copy of each landing-page section, keyed by section id. */
const sections = defineCollection({
  loader: localizedFile('sections.yaml'),
  schema: z.object({
    /** Small label above the heading. */
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    /** Closing call to action, when the section has one. */
    action: ActionSchema.optional(),
    /** A highlighted claim under the cards (the 84% credibility figure). */
    claim: StatSchema.optional(),
  }),
});

/** The hero: one entry, id `hero`. */
const hero = defineCollection({
  loader: localizedFile('hero.yaml'),
  schema: z
    .object({
      badge: z.string().min(1),
      title: z.string().min(1),
      /** The end of `title`, drawn in the brand gradient. */
      highlight: z.string().min(1),
      description: z.string().min(1),
      stats: z.array(StatSchema).length(3),
      actions: z.array(ActionSchema).length(2),
      chips: z.array(z.object({ label: z.string().min(1), icon: IconSchema })).length(3),
      showcase: z.object({
        title: z.string().min(1),
        caption: z.string().min(1),
        /** Progress bars, value in percent. */
        bars: z.array(z.object({ label: z.string().min(1), value: z.number().min(0).max(100) })),
      }),
    })
    .refine((hero) => hero.title.endsWith(hero.highlight), 'highlight must be the end of title'),
});

/** Portfolio projects (SPEC §3). The live address is business data, in src/config/site.ts. */
const portfolio = defineCollection({
  loader: localizedFile('portfolio.yaml'),
  schema: ({ image }) =>
    z.object({
      order: OrderSchema,
      title: z.string().min(1),
      description: z.string().min(1),
      image: image(),
      /** Describes the picture for people who cannot see it. */
      imageAlt: z.string().min(1),
      /** The project's colours, as people read them. */
      colorScheme: z.string().min(1),
      /** Tailwind gradient stops for the card's accent, e.g. `from-teal-500 to-emerald-600`. */
      gradient: z.string().regex(/^from-[\w-]+ to-[\w-]+$/),
      features: z.array(z.string().min(1)).length(4),
      tags: z.array(z.string().min(1)).length(3),
      icon: IconSchema,
      /** Shown with a LIVE badge and a link to the live site (site.portfolioLiveUrl). */
      isLive: z.boolean().default(false),
    }),
});

/** Steps of the marketing section's How It Works. */
const marketingSteps = defineCollection({
  loader: localizedFile('marketing-steps.yaml'),
  schema: z.object({ order: OrderSchema, title: z.string().min(1), description: z.string().min(1) }),
});

/** Figures of the Why Choose Us stats row. */
const stats = defineCollection({
  loader: localizedFile('stats.yaml'),
  schema: StatSchema.extend({ order: OrderSchema }),
});

/** The contact section's panels and the messaging prompt: one entry, id `contact`. */
const contact = defineCollection({
  loader: localizedFile('contact.yaml'),
  schema: z.object({
    /** Heading of the card that holds the inquiry form. */
    formTitle: z.string().min(1),
    quickConnect: z.string().min(1),
    email: z.object({ title: z.string().min(1), note: z.string().min(1) }),
    messaging: z.object({ title: z.string().min(1), note: z.string().min(1) }),
    quoteNote: z.string().min(1),
    followTitle: z.string().min(1),
    whyTitle: z.string().min(1),
    /** The floating messaging-app prompt; `greeting` prefills the chat. */
    chat: z.object({
      title: z.string().min(1),
      text: z.string().min(1),
      action: z.string().min(1),
      greeting: z.string().min(1),
    }),
  }),
});

/** The footer's copy: one entry, id `footer`. */
const footer = defineCollection({
  loader: localizedFile('footer.yaml'),
  schema: z.object({
    blurb: z.string().min(1),
    servicesTitle: z.string().min(1),
    /** What the studio sells (SPEC §1), listed in the footer. */
    services: z.array(z.string().min(1)).min(1),
    quickLinksTitle: z.string().min(1),
    contactTitle: z.string().min(1),
  }),
});

/**
 * Terms and privacy policy, one Markdown file each; the contact details come from site config.
 * English at the top (`terms`), translations in a folder per language (`fr/terms`).
 */
const legal = defineCollection({
  loader: glob({ pattern: '**/*.md', base: 'src/content/legal' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1).max(160),
    /** When the text last changed; pages show its month and year in their language. */
    lastUpdated: z.date(),
  }),
});

export const collections = {
  sections,
  hero,
  services: cards('services.yaml'),
  portfolio,
  reasons: cards('reasons.yaml'),
  marketing: cards('marketing.yaml'),
  marketingSteps,
  values: cards('values.yaml'),
  benefits: cards('benefits.yaml'),
  stats,
  contactPoints: cards('contact-points.yaml'),
  contact,
  footer,
  legal,
};
