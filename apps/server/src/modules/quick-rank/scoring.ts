import type { QuickRankFactor, QuickRankFactorId } from '@sdp/shared';
import { keywordTerms, normalise, phraseAt, phraseCount, prepare, termsFound, words } from './text-match';

// Quick rank's on-page score (docs/quick-rank.md#factors): pure, on the facts of one page. Each
// factor scores 0-100 with reasons and a fix; the total is the weighted mean of the factors that
// could be judged (a factor without data, e.g. internal links of a page never crawled, is left out
// and says so).

/** The facts of a page the score reads (a fetched page, or a crawl's stored row). */
export interface ScoredPage {
  url: string;
  statusCode: number;
  title: string | null;
  description: string | null;
  h1: string[];
  /** Visible text; null when unknown (a crawl that did not keep it). */
  text: string | null;
  wordCount: number;
  loadMs: number;
  bytes: number;
  jsonLd: { type: string[]; valid: boolean; error?: string }[];
}

/** Links of the site pointing at the page, from a crawl; null when no crawl has it. */
export interface Inlinks {
  crawledAt: string;
  /** Anchor texts of the internal links to the page (one per link). */
  anchors: string[];
}

export interface ScoreContext {
  /** The vertical matched from the keyword: its name and related keywords. */
  vertical: { name: string; keywords: string[] } | null;
  /** City, state and service names the page should name. */
  entities: { city?: string; state?: string; services: string[] };
  inlinks: Inlinks | null;
  /** Word count of a typical page to compare with, and what it rests on. */
  typicalWords: { words: number; basis: string };
}

export const FACTOR_WEIGHTS: Record<QuickRankFactorId, number> = {
  title: 20,
  h1: 12,
  url: 8,
  body: 15,
  entities: 8,
  'internal-links': 12,
  schema: 10,
  speed: 7,
  'word-count': 8,
};

export const FACTOR_LABELS: Record<QuickRankFactorId, string> = {
  title: 'Keyword in the title',
  h1: 'Keyword in the H1',
  url: 'Keyword in the URL',
  body: 'Body coverage',
  entities: 'City, state and service named',
  'internal-links': 'Internal links with the keyword',
  schema: 'Structured data',
  speed: 'Speed and weight',
  'word-count': 'Length against a typical page',
};

/** Rule of thumb for a local service page when no measured typical length is known. */
export const DEFAULT_TYPICAL_WORDS = {
  words: 600,
  basis: 'assumption: about 600 words, a common length of a ranking local service page (not measured)',
};

const LOCAL_BUSINESS =
  /(business|contractor|store|service|agency|office|clinic|dentist|attorney|plumber|electrician|locksmith|roofing|moving|restaurant|salon|hvac)/i;

const pct = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const quote = (s: string) => `"${s.length > 80 ? `${s.slice(0, 77)}...` : s}"`;

function factor(
  id: QuickRankFactorId,
  score: number,
  reasons: string[],
  fix: string | null,
  unknown = false,
): QuickRankFactor {
  return {
    id,
    label: FACTOR_LABELS[id],
    score: pct(score),
    weight: FACTOR_WEIGHTS[id],
    reasons,
    fix,
    unknown,
  };
}

function titleFactor(page: ScoredPage, keyword: string, terms: string[]): QuickRankFactor {
  const title = page.title?.trim() ?? '';
  if (!title)
    return factor('title', 0, ['The page has no title'], `Add a title that starts with "${keyword}"`);
  const p = prepare(title);
  const at = phraseAt(p, keyword);
  const reasons = [`Title: ${quote(title)} (${title.length} characters)`];
  let score: number;
  if (at === 0) {
    score = 100;
    reasons.push('The exact keyword opens the title');
  } else if (at > 0) {
    score = at <= 3 ? 90 : 75;
    reasons.push(`The exact keyword appears at word ${at + 1}`);
  } else {
    const found = termsFound(p, terms);
    score = terms.length ? (60 * found.length) / terms.length : 0;
    reasons.push(
      found.length
        ? `Partial match: ${found.join(', ')} of ${terms.join(', ')}`
        : 'None of the keyword’s words is in the title',
    );
  }
  if (title.length > 60) {
    score -= 10;
    reasons.push('Over 60 characters: search results may cut it');
  }
  const fix = score >= 90 ? null : `Rewrite the title to start with "${keyword}" (under 60 characters)`;
  return factor('title', score, reasons, fix);
}

function h1Factor(page: ScoredPage, keyword: string, terms: string[]): QuickRankFactor {
  if (!page.h1.length) return factor('h1', 0, ['The page has no H1'], `Add one H1 naming "${keyword}"`);
  const reasons = [`H1: ${page.h1.map(quote).join(', ')}`];
  let best = 0;
  for (const h of page.h1) {
    const p = prepare(h);
    if (phraseAt(p, keyword) >= 0) best = 100;
    else if (terms.length) best = Math.max(best, (70 * termsFound(p, terms).length) / terms.length);
  }
  reasons.push(
    best === 100
      ? 'An H1 holds the exact keyword'
      : best > 0
        ? 'An H1 holds part of the keyword'
        : 'No H1 holds the keyword',
  );
  if (page.h1.length > 1) reasons.push(`${page.h1.length} H1 headings; one is clearer`);
  return factor('h1', best, reasons, best === 100 ? null : `Put "${keyword}" in the page's H1`);
}

function urlFactor(page: ScoredPage, keyword: string, terms: string[]): QuickRankFactor {
  let path = '';
  let host = '';
  try {
    const u = new URL(page.url);
    path = decodeURIComponent(u.pathname);
    host = u.hostname;
  } catch {
    path = page.url;
  }
  const p = prepare(path);
  const reasons = [`Path: ${path || '/'}`];
  let score: number;
  if (terms.length && phraseAt(p, keyword) >= 0) {
    score = 100;
    reasons.push('The path holds the keyword');
  } else {
    const inPath = termsFound(p, terms);
    const inHost = termsFound(prepare(host), terms).filter((t) => !inPath.includes(t));
    score = terms.length ? (100 * inPath.length + 60 * inHost.length) / terms.length : 0;
    reasons.push(
      inPath.length || inHost.length
        ? `Words found: ${[...inPath, ...inHost.map((t) => `${t} (domain)`)].join(', ')}`
        : 'No keyword word in the address',
    );
  }
  return factor(
    'url',
    score,
    reasons,
    score >= 100
      ? null
      : `A page at a path like /${words(keyword).join('-')}/ (with a redirect from the old one)`,
  );
}

function bodyFactor(page: ScoredPage, keyword: string, terms: string[], ctx: ScoreContext): QuickRankFactor {
  if (page.text === null) {
    return factor(
      'body',
      0,
      ['The page text was not kept by the crawl; analyze the URL to judge it'],
      null,
      true,
    );
  }
  const p = prepare(page.text);
  const found = termsFound(p, terms);
  const exact = phraseCount(p, keyword);
  const related = (ctx.vertical?.keywords ?? []).filter((k) => normalise(k) !== normalise(keyword));
  const relatedFound = related.filter((k) => phraseAt(p, k) >= 0);
  const termShare = terms.length ? found.length / terms.length : 0;
  const exactShare = Math.min(1, exact / 2);
  const relatedShare = related.length ? relatedFound.length / related.length : 1;
  const score = 45 * termShare + 25 * exactShare + 30 * relatedShare;
  const reasons = [
    `${found.length} of ${terms.length} keyword words in the text; the exact keyword ${exact} time${exact === 1 ? '' : 's'}`,
  ];
  if (related.length) {
    reasons.push(
      `${relatedFound.length} of ${related.length} related ${ctx.vertical?.name} keywords${relatedFound.length ? `: ${relatedFound.join(', ')}` : ''}`,
    );
  }
  const missing = related.filter((k) => !relatedFound.includes(k)).slice(0, 4);
  const fixes: string[] = [];
  if (exact < 2) fixes.push(`use "${keyword}" at least twice in the text`);
  if (missing.length) fixes.push(`cover ${missing.join(', ')}`);
  return factor('body', score, reasons, fixes.length ? `In the page text: ${fixes.join('; ')}` : null);
}

function entitiesFactor(page: ScoredPage, ctx: ScoreContext): QuickRankFactor {
  const wanted = [
    ...(ctx.entities.city ? [{ kind: 'city', name: ctx.entities.city }] : []),
    ...(ctx.entities.state ? [{ kind: 'state', name: ctx.entities.state }] : []),
    ...ctx.entities.services.map((name) => ({ kind: 'service', name })),
  ];
  if (!wanted.length) {
    return factor('entities', 0, ['No city, state or service is known for this keyword or page'], null, true);
  }
  const p = prepare([page.title ?? '', page.description ?? '', ...page.h1, page.text ?? ''].join(' '));
  const found = wanted.filter((e) => phraseAt(p, e.name) >= 0);
  const missing = wanted.filter((e) => !found.includes(e));
  const reasons = [
    found.length ? `Named: ${found.map((e) => `${e.name} (${e.kind})`).join(', ')}` : 'None named',
    ...(missing.length ? [`Not named: ${missing.map((e) => `${e.name} (${e.kind})`).join(', ')}`] : []),
  ];
  return factor(
    'entities',
    (100 * found.length) / wanted.length,
    reasons,
    missing.length ? `Name ${missing.map((e) => e.name).join(', ')} in the title, description or text` : null,
  );
}

function linksFactor(keyword: string, terms: string[], ctx: ScoreContext): QuickRankFactor {
  if (!ctx.inlinks) {
    return factor('internal-links', 0, ['Not crawled: no crawl of a project holds this page'], null, true);
  }
  const { anchors } = ctx.inlinks;
  const withKeyword = anchors.filter((a) => {
    const p = prepare(a);
    return phraseAt(p, keyword) >= 0 || (terms.length > 0 && termsFound(p, terms).length === terms.length);
  });
  const score = withKeyword.length >= 3 ? 100 : withKeyword.length ? 70 : anchors.length ? 30 : 0;
  const reasons = [
    `${anchors.length} internal link${anchors.length === 1 ? '' : 's'} point here (crawl of ${ctx.inlinks.crawledAt.slice(0, 10)}), ${withKeyword.length} with the keyword as anchor`,
  ];
  return factor(
    'internal-links',
    score,
    reasons,
    score === 100
      ? null
      : `Link to this page from ${3 - withKeyword.length} more page(s) with the anchor "${keyword}"`,
  );
}

function schemaFactor(page: ScoredPage): QuickRankFactor {
  const valid = page.jsonLd.filter((b) => b.valid);
  const types = valid.flatMap((b) => b.type);
  const local = types.some((t) => LOCAL_BUSINESS.test(t) && t !== 'Service');
  const service = types.includes('Service');
  const faq = types.includes('FAQPage');
  const reasons = [types.length ? `JSON-LD types: ${[...new Set(types)].join(', ')}` : 'No valid JSON-LD'];
  for (const b of page.jsonLd.filter((x) => !x.valid))
    reasons.push(`Invalid JSON-LD: ${b.error ?? 'does not parse'}`);
  const missing = [!local && 'LocalBusiness', !service && 'Service', !faq && 'FAQPage'].filter(Boolean);
  return factor(
    'schema',
    (local ? 50 : 0) + (service ? 25 : 0) + (faq ? 25 : 0),
    reasons,
    missing.length ? `Add ${missing.join(', ')} JSON-LD` : null,
  );
}

function speedFactor(page: ScoredPage): QuickRankFactor {
  const ms = page.loadMs;
  let score =
    ms <= 800
      ? 100
      : ms <= 2500
        ? 100 - (50 * (ms - 800)) / 1700
        : Math.max(0, 50 - (50 * (ms - 2500)) / 3500);
  const reasons = [`Answered in ${ms} ms, ${(page.bytes / 1024).toFixed(0)} KB of HTML`];
  if (page.bytes > 1_500_000) {
    score -= 20;
    reasons.push('Over 1.5 MB of HTML');
  }
  return factor(
    'speed',
    score,
    reasons,
    score >= 90 ? null : 'Make the page lighter and faster (under 800 ms, smaller HTML)',
  );
}

function wordCountFactor(page: ScoredPage, ctx: ScoreContext): QuickRankFactor {
  if (page.text === null && page.wordCount === 0) {
    return factor('word-count', 0, ['Word count unknown'], null, true);
  }
  const typical = ctx.typicalWords.words;
  const ratio = typical > 0 ? page.wordCount / typical : 1;
  const reasons = [`${page.wordCount} words; typical page ${typical} (${ctx.typicalWords.basis})`];
  return factor(
    'word-count',
    100 * Math.min(1, ratio),
    reasons,
    ratio >= 1 ? null : `Expand the content by about ${typical - page.wordCount} words`,
  );
}

/** The page's factors and total for the keyword. */
export function scorePage(page: ScoredPage, keyword: string, ctx: ScoreContext) {
  const terms = keywordTerms(keyword);
  const factors = [
    titleFactor(page, keyword, terms),
    h1Factor(page, keyword, terms),
    urlFactor(page, keyword, terms),
    bodyFactor(page, keyword, terms, ctx),
    entitiesFactor(page, ctx),
    linksFactor(keyword, terms, ctx),
    schemaFactor(page),
    speedFactor(page),
    wordCountFactor(page, ctx),
  ];
  const known = factors.filter((f) => !f.unknown);
  const weight = known.reduce((s, f) => s + f.weight, 0);
  const score = weight ? pct(known.reduce((s, f) => s + f.score * f.weight, 0) / weight) : 0;
  return { score, factors };
}
