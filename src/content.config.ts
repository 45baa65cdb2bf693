/** The landing and legal pages' copy in every language, validated so a typo fails the build. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { ICON_NAMES } from '~/lib/icon-paths';
import { localizedFile } from '~/i18n/localized-file';

const text = z.string().min(1);
const ActionSchema = z.object({ label: text, href: z.string().regex(/^[/#]/) });
const IconSchema = z.enum(ICON_NAMES);
/** Astro returns entries sorted by id; lists whose order matters say it (`entriesIn` sorts by it). */
const OrderSchema = z.number().int();
const StepSchema = z.object({ order: OrderSchema, title: text, description: text });
const CardSchema = StepSchema.extend({ icon: IconSchema });
const StatSchema = z.object({ value: text, label: text });

const cards = (fileName: string) => defineCollection({ loader: localizedFile(fileName), schema: CardSchema });

export const collections = {
  sections: defineCollection({
    loader: localizedFile('sections.yaml'),
    schema: z
      .object({
        eyebrow: text,
        title: text,
        intro: text,
        action: ActionSchema.optional(),
        claim: StatSchema.optional(),
      })
      .refine((section) => !section.claim || section.action, 'a claim shows in its action’s banner: give it one'),
  }),
  hero: defineCollection({
    loader: localizedFile('hero.yaml'),
    schema: z
      .object({
        badge: text,
        title: text,
        /** The end of `title`, drawn in the brand gradient. */
        highlight: text,
        description: text,
        stats: z.array(StatSchema).length(3),
        actions: z.array(ActionSchema).length(2),
        chips: z.array(z.object({ label: text, icon: IconSchema })).length(3),
        showcase: z.object({
          title: text,
          caption: text,
          bars: z.array(z.object({ label: text, value: z.number().min(0).max(100) })),
        }),
      })
      .refine((hero) => hero.title.endsWith(hero.highlight), 'highlight must be the end of title'),
  }),
  services: cards('services.yaml'),
  portfolio: defineCollection({
    loader: localizedFile('portfolio.yaml'),
    schema: ({ image }) =>
      CardSchema.extend({
        image: image(),
        imageAlt: text,
        colorScheme: text,
        /** Tailwind gradient stops for the card's accent, e.g. `from-teal-500 to-emerald-600`. */
        gradient: z.string().regex(/^from-[\w-]+ to-[\w-]+$/),
        features: z.array(text).length(4),
        tags: z.array(text).length(3),
        /** Shown with a LIVE badge and a link to site.portfolioLiveUrl. */
        isLive: z.boolean().default(false),
      }),
  }),
  reasons: cards('reasons.yaml'),
  marketing: cards('marketing.yaml'),
  marketingSteps: defineCollection({ loader: localizedFile('marketing-steps.yaml'), schema: StepSchema }),
  values: cards('values.yaml'),
  benefits: cards('benefits.yaml'),
  stats: defineCollection({ loader: localizedFile('stats.yaml'), schema: StatSchema.extend({ order: OrderSchema }) }),
  contactPoints: cards('contact-points.yaml'),
  contact: defineCollection({
    loader: localizedFile('contact.yaml'),
    schema: z.object({
      formTitle: text,
      quickConnect: text,
      email: z.object({ title: text, note: text }),
      messaging: z.object({ title: text, note: text }),
      quoteNote: text,
      followTitle: text,
      whyTitle: text,
      /** The floating messaging-app prompt; `greeting` prefills the chat. */
      chat: z.object({ title: text, text: text, action: text, greeting: text }),
    }),
  }),
  footer: defineCollection({
    loader: localizedFile('footer.yaml'),
    schema: z.object({
      blurb: text,
      servicesTitle: text,
      services: z.array(text).min(1),
      quickLinksTitle: text,
      contactTitle: text,
    }),
  }),
  /** Terms and privacy policy: English at the top (`terms`), translations in a folder (`fr/terms`). */
  legal: defineCollection({
    loader: glob({ pattern: '**/*.md', base: 'src/content/legal' }),
    schema: z.object({ title: text, description: text.max(160), lastUpdated: z.date() }),
  }),
};
