// What the copy reviewer looks for in a built site (docs/product/rules.md#site-copy): US English,
// no internal metrics, the phrases a vertical's kind bans, nothing that contradicts the business's
// own hours and phone, and pages at their word minimums. Written here from the rules, not imported
// from the writer, so a slip in the writer's own filters is caught.
import type { BuildResult } from '../src/modules/sites/generator';
import type { VerticalCopy, VerticalKind } from '../src/modules/sites/generator/content/copy';
import { htmlFiles } from './generator-fixtures';

export const BRITISH =
  /\b(neighbour\w*|licence[sd]?|colour\w*|favour\w*|organis\w*|centre[sd]?|metres?|kilomet\w*|travell\w*|catalogue[sd]?|programmes?|behaviour\w*|labour\w*|honour\w*|cheque[sd]?|enrol(?:s|ment)?|analys(?:e|es|ed|ing)|practis\w*|defence|offence|speciali[s](?:e|ed|es|ing|ation)|authoris\w*|recognis\w*|apologis\w*|utilis\w*|minimis\w*|maximis\w*|prioritis\w*|customis\w*)\b/i;
export const KILOMETRES = /\d\s*km\b|\bkm\b/i;
/** The market data behind a page is ours, not the visitor's: no demand percentages or averages. */
export const INTERNAL_METRIC =
  /\d+\s*%\s*(?:above|below)|yearly (?:average|norm)|an average month|typical demand|search (?:volume|interest)|seasonality factor|opportunity score/i;
/** Acronyms a visitor reads in capitals: "hvac", "Ac Repair" and "dui" are slips. */
export const ACRONYM_SLIP = /\b(?:hvac|Hvac|ac|Ac|dui|Dui|dwi|Dwi|cpa|Cpa|cdl|Cdl|lasik|Lasik)\b/;

/** The kind rules of docs/product/rules.md#site-copy. */
export const KIND_BANS: Record<VerticalKind, RegExp | null> = {
  emergency: null,
  // Around-the-clock wording follows the business's own hours (AROUND_THE_CLOCK below), not the kind.
  planned: /\bemergenc(?:y|ies)\b|\bsame[\s-]day\b/i,
  legal: /\bguarantee\w*/i,
  medical: /\bpermits?\b|\binspection schedules?\b|\bguarantee\w*/i,
  care: /\bpermits?\b|\binspection schedules?\b|\bguarantee\w*/i,
  professional: /\bguarantee\w*/i,
};

export const AROUND_THE_CLOCK =
  /\b24\s*\/\s*7\b|\b24[\s-]hours?\b|around the clock|round-the-clock|\bday or night\b/i;
export const CALL_WORDING =
  /\bcall (?:us|today|now|ahead|our)\b|\bgive us a call\b|\bcall[\s-]backs?\b|\bor call\b|\bCall \(/i;
export const UNHURRIED = /\bdecide in your own time\b|\bwithin a few days\b/i;

export const WORD_MINIMUMS = { home: 800, service: 800, hub: 800, place: 400, about: 400 } as const;

/** The text of a page as a visitor reads it. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

export interface SiteCase {
  slug: string;
  kind: VerticalKind;
  copy?: VerticalCopy;
  /** What the business said about itself. */
  open24h: boolean;
  phone: boolean;
  /** Hours in words that must appear on the home page, when given. */
  hoursWords?: string;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function bannedOf(c: SiteCase): RegExp[] {
  const out: RegExp[] = [];
  const kind = KIND_BANS[c.kind];
  if (kind) out.push(kind);
  for (const p of c.copy?.banned ?? []) out.push(new RegExp(`\\b${escapeRe(p)}`, 'i'));
  return out;
}

/** The page's site header (the first <header> element), where a phone must be. */
function headerOf(html: string): string {
  const start = html.indexOf('<header');
  const end = html.indexOf('</header>', start);
  return start < 0 || end < 0 ? '' : html.slice(start, end);
}

/** Every problem of one built site, as "slug path: what". */
export function siteProblems(site: BuildResult, c: SiteCase): string[] {
  const problems: string[] = [];
  const at = (path: string, what: string) => problems.push(`${c.slug} ${path}: ${what}`);
  const banned = bannedOf(c);
  const disclaimer = c.copy?.disclaimer;
  for (const [path, html] of htmlFiles(site.files)) {
    const text = visibleText(html);
    for (const re of [BRITISH, INTERNAL_METRIC, ACRONYM_SLIP, KILOMETRES, ...banned]) {
      const m = text.match(re);
      if (m) at(path, `"${m[0]}"`);
    }
    // The business's facts: fixed disclaimers may name a helpline's hours, so they are left out here.
    const own = disclaimer ? text.split(disclaimer).join(' ') : text;
    if (!c.open24h && AROUND_THE_CLOCK.test(own))
      at(path, `around-the-clock wording: "${own.match(AROUND_THE_CLOCK)![0]}"`);
    if (!c.phone && CALL_WORDING.test(own))
      at(path, `call wording without a phone: "${own.match(CALL_WORDING)![0]}"`);
    if (!c.phone && html.includes('href="tel:')) at(path, 'tel: link without a phone');
    if (c.phone && !headerOf(html).includes('href="tel:'))
      at(path, 'a phone, but no tel: link in the header');
    if ((c.open24h || c.kind === 'emergency') && UNHURRIED.test(own))
      at(path, `unhurried wording on an urgent site: "${own.match(UNHURRIED)![0]}"`);
  }
  if (c.hoursWords && !visibleText(String(site.files.get('index.html')?.body)).includes(c.hoursWords))
    at('/', `hours not named: ${c.hoursWords}`);
  if (c.kind === 'planned')
    for (const p of site.pages)
      if (/emergency|24-hour|same-day/.test(p.path)) at(p.path, 'urgent service page on a planned-work site');
  return problems;
}

/** Pages under their word minimum. */
export function shortPages(site: BuildResult, slug: string): string[] {
  const out: string[] = [];
  for (const p of site.pages) {
    const kind =
      p.path === '/'
        ? site.kind === 'goldmine'
          ? 'home'
          : 'hub'
        : p.path === '/about/'
          ? 'about'
          : /^\/(faq|contact|privacy|terms|thank-you)\/$|^\/404\.html$/.test(p.path)
            ? null
            : site.kind === 'goldmine'
              ? 'service'
              : 'place';
    if (kind && p.words < WORD_MINIMUMS[kind])
      out.push(`${slug} ${p.path}: ${p.words} words (${kind} >= ${WORD_MINIMUMS[kind]})`);
  }
  return out;
}

/** Regulated kinds carry their disclaimer on every page. */
export function missingDisclaimer(site: BuildResult, slug: string, disclaimer: string): string[] {
  return htmlFiles(site.files)
    .filter(([, html]) => !visibleText(html).includes(disclaimer))
    .map(([path]) => `${slug} ${path}: no disclaimer`);
}
