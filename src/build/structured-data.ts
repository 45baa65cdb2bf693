/** The landing page's JSON-LD (schema.org ProfessionalService); no self-awarded ratings, which search engines treat as spam. */
import type { site } from '~/config/site';

export function professionalService(
  config: typeof site,
  page: { description: string; url: string; image: string; inLanguage?: string }
): Record<string, unknown> {
  const { address } = config;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${config.url}/#studio`,
    name: config.name,
    description: page.description,
    ...(page.inLanguage && { inLanguage: page.inLanguage }),
    url: page.url,
    image: page.image,
    logo: page.image,
    email: `mailto:${config.email}`,
    telephone: `+${config.messaging.number}`,
    address: {
      '@type': 'PostalAddress',
      ...(address.street && { streetAddress: address.street }),
      addressLocality: address.locality,
      addressRegion: address.region,
      ...(address.postalCode && { postalCode: address.postalCode }),
      addressCountry: address.country,
    },
    areaServed: config.areaServed.map((name) => ({ '@type': 'Place', name })),
    sameAs: config.socials.map((social) => social.href),
  };
}

/** `data` as JSON-LD text, `<` escaped so no value can close the script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
