import { TRIAL_DAYS } from '@sdp/shared';
import { type PublicPageMeta, SITE_NAME } from './public-pages';

/**
 * Stands for the installation's public address in the pre-rendered pages: the build cannot know it,
 * so the server puts PUBLIC_URL in its place when it loads them (apps/server/src/plugins/public-pages.ts).
 */
export const PUBLIC_URL_TOKEN = '__SDP_PUBLIC_URL__';

const ATTR_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ATTR_ESCAPES[c]);

/** JSON for a <script type="application/ld+json">: no "<" can close the element early. */
export const jsonLd = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const absolute = (path: string) => `${PUBLIC_URL_TOKEN}${path}`;

export function structuredData(page: PublicPageMeta): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute('/'),
    logo: absolute('/pwa-512x512.png'),
  };
  if (!page.describesProduct) return [organization];
  const application = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: SITE_NAME,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: absolute('/'),
    description: page.description,
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'USD',
      description: `${TRIAL_DAYS}-day free trial, no credit card required`,
      eligibleDuration: { '@type': 'QuantitativeValue', value: TRIAL_DAYS, unitCode: 'DAY' },
      url: absolute('/register'),
    },
  };
  return [organization, application];
}

/** The page's own head tags: title, description, canonical, Open Graph and JSON-LD. */
export function pageHead(page: PublicPageMeta): string {
  const url = absolute(page.path);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${absolute('/pwa-512x512.png')}" />`,
    '<meta name="twitter:card" content="summary" />',
    ...structuredData(page).map(jsonLd),
  ].join('\n    ');
}
