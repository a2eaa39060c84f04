import type { SeoOpportunityCategory, SeoOpportunityDifficulty } from '@sdp/shared';
import type { SiteEditKind } from '../sites/index';

// What each audit check becomes as an opportunity (docs/seo-opportunities.md#sources): its title,
// category, difficulty, the visitors uplift range assumed for its pages (an estimate, cited in the
// effect's basis), the site edit that fixes it on a hosted site, and the manual instructions.

export interface AuditRule {
  /** Title with the count of pages: n => '12 pages without a title'. */
  title: (n: number) => string;
  category: SeoOpportunityCategory;
  difficulty: SeoOpportunityDifficulty;
  /** Visitors uplift of the affected pages once fixed, low and high (fractions; estimate). */
  uplift: [number, number];
  /** The edit a hosted site gets; none: manual even on a hosted site. */
  edit?: SiteEditKind;
  /** Edits fixing it on a hosted site are easy (the platform does them). */
  automatedDifficulty?: SeoOpportunityDifficulty;
  /** What to do by hand, one instruction per step. */
  manual: string[];
}

const pages = (n: number) => (n === 1 ? '1 page' : `${n} pages`);
const links = (n: number) => (n === 1 ? '1 link' : `${n} links`);

/** By check id of the audit's catalog (modules/projects/audit/types.ts AUDIT_CHECK_IDS). */
export const AUDIT_RULES: Record<string, AuditRule> = {
  'http-4xx': {
    title: (n) => `${pages(n)} answer with a client error (4xx)`,
    category: 'technical',
    difficulty: 'medium',
    uplift: [0.02, 0.05],
    manual: [
      'Restore each page or redirect it (301) to the closest live page.',
      'Update the internal links that point at the missing pages.',
    ],
  },
  'http-5xx': {
    title: (n) => `${pages(n)} answer with a server error (5xx)`,
    category: 'technical',
    difficulty: 'hard',
    uplift: [0.05, 0.15],
    manual: [
      "Check the server's error log for these URLs and fix the cause.",
      'Request the pages again and confirm they answer 200.',
    ],
  },
  'fetch-failed': {
    title: (n) => `${pages(n)} could not be fetched`,
    category: 'technical',
    difficulty: 'hard',
    uplift: [0.05, 0.15],
    manual: [
      'Check that the host answers these URLs (DNS, TLS, timeouts, firewall rules) and fix what blocks them.',
    ],
  },
  'redirect-chain': {
    title: (n) => `${pages(n)} reached through a redirect chain`,
    category: 'technical',
    difficulty: 'medium',
    uplift: [0.01, 0.03],
    manual: ['Point every redirect of a chain straight at its final URL (one 301).'],
  },
  'redirect-internal-link': {
    title: (n) => `${links(n)} to redirecting URLs`,
    category: 'links',
    difficulty: 'easy',
    uplift: [0.01, 0.02],
    manual: ['Change the internal links to point at the final URL instead of the redirect.'],
  },
  'title-missing': {
    title: (n) => `${pages(n)} without a title`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.1, 0.25],
    edit: 'set-title',
    manual: [
      'Write a title of 30-60 characters for each page: the service, the place and the business name.',
    ],
  },
  'title-duplicate': {
    title: (n) => `${pages(n)} share a title with another page`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.05, 0.15],
    edit: 'set-title',
    manual: ["Give each page a title of its own that names the page's subject and place."],
  },
  'title-length': {
    title: (n) => `${pages(n)} with a title too short or too long`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.03, 0.08],
    edit: 'set-title',
    manual: ['Rewrite each title to 30-60 characters so search results show it whole.'],
  },
  'description-missing': {
    title: (n) => `${pages(n)} without a meta description`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.03, 0.1],
    edit: 'set-description',
    manual: [
      'Write a meta description of 70-160 characters for each page: what it offers, where, and the next step.',
    ],
  },
  'description-duplicate': {
    title: (n) => `${pages(n)} share a meta description`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.02, 0.06],
    edit: 'set-description',
    manual: ["Give each page a meta description of its own about the page's subject."],
  },
  'description-length': {
    title: (n) => `${pages(n)} with a meta description too short or too long`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.01, 0.04],
    edit: 'set-description',
    manual: ['Rewrite each meta description to 70-160 characters.'],
  },
  'h1-missing': {
    title: (n) => `${pages(n)} without an H1 heading`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.02, 0.05],
    manual: ["Add one H1 heading naming the page's subject to each page."],
  },
  'h1-multiple': {
    title: (n) => `${pages(n)} with several H1 headings`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.01, 0.02],
    manual: ['Keep one H1 per page; make the others H2.'],
  },
  'heading-skip': {
    title: (n) => `${pages(n)} skip heading levels`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0, 0.01],
    manual: ['Use heading levels in order (H2 under H1, H3 under H2).'],
  },
  'canonical-missing': {
    title: (n) => `${pages(n)} without a canonical link`,
    category: 'technical',
    difficulty: 'easy',
    uplift: [0.01, 0.03],
    manual: ['Add <link rel="canonical"> with the page\'s own URL to each page.'],
  },
  'canonical-other': {
    title: (n) => `${pages(n)} name another page as canonical`,
    category: 'technical',
    difficulty: 'medium',
    uplift: [0.02, 0.08],
    manual: ['Check each canonical link: a page that should rank must name itself.'],
  },
  noindex: {
    title: (n) => `${pages(n)} kept out of search results (noindex)`,
    category: 'technical',
    difficulty: 'easy',
    uplift: [0.05, 0.2],
    manual: ['Remove the noindex (meta robots or X-Robots-Tag) from pages that should rank.'],
  },
  'duplicate-content': {
    title: (n) => `${pages(n)} with the same content as another page`,
    category: 'content',
    difficulty: 'hard',
    uplift: [0.05, 0.15],
    edit: 'refresh-content',
    manual: ['Rewrite each duplicate page, or merge it into the original with a 301 redirect.'],
  },
  'near-duplicate': {
    title: (n) => `${pages(n)} nearly the same as another page`,
    category: 'content',
    difficulty: 'medium',
    uplift: [0.03, 0.1],
    edit: 'refresh-content',
    automatedDifficulty: 'easy',
    manual: [
      'Rewrite the near-duplicate pages so each has content of its own (local details, examples, prices).',
    ],
  },
  'thin-content': {
    title: (n) => `${pages(n)} with thin content`,
    category: 'content',
    difficulty: 'medium',
    uplift: [0.05, 0.15],
    edit: 'refresh-content',
    automatedDifficulty: 'easy',
    manual: [
      'Expand each page to at least 400 useful words: what the service includes, the area, common questions.',
    ],
  },
  'broken-internal-link': {
    title: (n) => `${pages(n)} link to broken internal pages`,
    category: 'links',
    difficulty: 'easy',
    uplift: [0.01, 0.03],
    manual: ['Fix or remove every internal link that leads to an error page.'],
  },
  'broken-external-link': {
    title: (n) => `${pages(n)} link to broken external pages`,
    category: 'links',
    difficulty: 'easy',
    uplift: [0, 0.01],
    manual: ['Replace or remove the external links that answer errors.'],
  },
  'image-alt-missing': {
    title: (n) => `${pages(n)} with images lacking alt text`,
    category: 'on-page',
    difficulty: 'easy',
    uplift: [0.01, 0.03],
    edit: 'fill-image-alts',
    manual: ['Describe each image in its alt attribute (what it shows, and the service where it fits).'],
  },
  'structured-data-invalid': {
    title: (n) => `${pages(n)} with invalid structured data`,
    category: 'technical',
    difficulty: 'medium',
    uplift: [0.01, 0.05],
    manual: ["Fix the JSON-LD blocks (Google's Rich Results Test shows the errors)."],
  },
  'structured-data-missing': {
    title: (n) => `${pages(n)} without structured data`,
    category: 'local',
    difficulty: 'medium',
    uplift: [0.02, 0.08],
    edit: 'add-faq',
    automatedDifficulty: 'easy',
    manual: [
      'Add LocalBusiness JSON-LD (name, address, phone, area served) and FAQPage markup where the page answers questions.',
    ],
  },
  'orphan-page': {
    title: (n) => `${pages(n)} no other page links to`,
    category: 'links',
    difficulty: 'easy',
    uplift: [0.05, 0.15],
    edit: 'add-internal-links',
    manual: [
      'Link to each orphan page from a related page (the home page or a service hub) with a descriptive anchor.',
    ],
  },
  'deep-page': {
    title: (n) => `${pages(n)} more than 3 clicks from the home page`,
    category: 'links',
    difficulty: 'easy',
    uplift: [0.02, 0.06],
    edit: 'add-internal-links',
    manual: ['Link to the deep pages from the home page or a hub so each is at most 3 clicks away.'],
  },
  'page-weight': {
    title: (n) => `${pages(n)} heavier than they should be`,
    category: 'technical',
    difficulty: 'medium',
    uplift: [0.01, 0.04],
    manual: ['Compress images (WebP/AVIF, right size), remove unused scripts and styles.'],
  },
  'slow-page': {
    title: (n) => `${pages(n)} slow to answer`,
    category: 'technical',
    difficulty: 'hard',
    uplift: [0.02, 0.08],
    manual: ['Cache the pages (CDN or server cache) and find what makes the server slow for these URLs.'],
  },
  'mixed-content': {
    title: (n) => `${pages(n)} load insecure (http) resources`,
    category: 'technical',
    difficulty: 'easy',
    uplift: [0.01, 0.02],
    manual: ['Load every image, script and style over https.'],
  },
  'hreflang-invalid': {
    title: (n) => `${pages(n)} with invalid hreflang links`,
    category: 'technical',
    difficulty: 'medium',
    uplift: [0, 0.02],
    manual: ['Fix the hreflang links: valid language codes, reciprocal links, absolute URLs.'],
  },
  'blocked-by-robots': {
    title: (n) => `${pages(n)} blocked by robots.txt`,
    category: 'technical',
    difficulty: 'easy',
    uplift: [0.05, 0.2],
    manual: ['Allow the pages that should rank in robots.txt (remove the Disallow rule that matches them).'],
  },
};
