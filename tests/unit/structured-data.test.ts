import { describe, expect, test } from 'vitest';
import { site } from '../../src/config/site.ts';
import { jsonLdText, professionalService } from '../../src/build/structured-data.ts';

const page = {
  description: 'Un studio de Montréal.',
  url: 'https://www.example.com/fr/',
  image: 'https://www.example.com/og-image.png',
};

describe('professionalService', () => {
  test('describes the studio from the site configuration and the page in its language', () => {
    const studio = professionalService(site, page);
    expect(studio).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: site.name,
      description: page.description,
      url: page.url,
      email: `mailto:${site.email}`,
      telephone: `+${site.messaging.number}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        addressCountry: site.address.country,
      },
      sameAs: site.socials.map((social) => social.href),
    });
    expect(studio['areaServed']).toEqual(site.areaServed.map((name) => ({ '@type': 'Place', name })));
  });

  test('publishes a street and postal code only when the configuration has them', () => {
    const withStreet = { ...site, address: { ...site.address, street: '1 rue Example', postalCode: 'H2X 1Y4' } };
    expect(professionalService(withStreet, page)['address']).toMatchObject({
      streetAddress: '1 rue Example',
      postalCode: 'H2X 1Y4',
    });
    const withoutStreet = { ...site, address: { ...site.address, street: '', postalCode: '' } };
    expect(professionalService(withoutStreet, page)['address']).not.toHaveProperty('streetAddress');
    expect(professionalService(withoutStreet, page)['address']).not.toHaveProperty('postalCode');
  });

  test('awards itself no rating or review', () => {
    expect(JSON.stringify(professionalService(site, page))).not.toMatch(/rating|review/i);
  });
});

test('jsonLdText cannot close its script element', () => {
  const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
});
