// The four scores of a draft, each 0-100 with its reasons, and the weighted overall
// (docs/content-generator.md#scores). Pure: the service supplies the related terms (the vertical's
// keyword set) and the closest page of the team (MinHash, the site generator's measure).
import {
  CONTENT_SCORE_WEIGHTS,
  type ContentScore,
  type ContentScoreId,
  type ContentScores,
  SIMILARITY_THRESHOLD,
} from '@sdp/shared';
import { allWords, phraseCount, textStats, wordsOf } from './text-stats';

export interface DraftText {
  title: string;
  description: string;
  h1: string;
  intro: string;
  sections: { heading: string; body: string }[];
  faq: { q: string; a: string }[];
}

export interface ScoreInput {
  draft: DraftText;
  keyword: string;
  /** Related terms: the vertical's keyword set (the keyword itself left out by the caller or here). */
  terms: readonly string[];
  closest: ContentScores['closest'];
  pagesCompared: number;
}

const LABELS: Record<ContentScoreId, string> = {
  keywordCoverage: 'Keyword coverage',
  readability: 'Readability',
  structure: 'Structure',
  uniqueness: 'Uniqueness',
};

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const pct = (n: number) => `${Math.round(n * 1000) / 10}%`;

/** The body a reader reads: intro, section bodies and FAQ answers. */
export function bodyOf(d: DraftText): string {
  return [d.intro, ...d.sections.map((s) => s.body), ...d.faq.map((f) => f.a)].join('\n\n');
}

/** Full points for the exact phrase, half for all of its words. */
function placed(text: string, keyword: string, points: number): number {
  if (phraseCount(text, keyword) > 0) return points;
  return allWords(text, keyword) ? points / 2 : 0;
}

export function keywordCoverage(
  d: DraftText,
  keyword: string,
  terms: readonly string[],
): { score: number; reasons: string[]; found: { term: string; found: boolean }[] } {
  const reasons: string[] = [];
  const where = (label: string, text: string, points: number) => {
    const got = placed(text, keyword, points);
    reasons.push(
      got === points
        ? `"${keyword}" is in the ${label}`
        : got
          ? `Every word of "${keyword}" is in the ${label}, not as a phrase`
          : `"${keyword}" is missing from the ${label}`,
    );
    return got;
  };
  let score = where('title', d.title, 20);
  score += where('h1', d.h1, 20);
  score += where('section headings', d.sections.map((s) => s.heading).join('\n'), 10);
  score += where('first paragraph', d.intro, 15);
  const body = bodyOf(d);
  const words = wordsOf(body).length;
  const kwWords = Math.max(1, wordsOf(keyword).length);
  const uses = phraseCount(body, keyword);
  const density = words ? (uses * kwWords) / words : 0;
  // 0.5%-2.5% of the words: used enough to be about it, not stuffed.
  let dens = 0;
  if (density >= 0.005 && density <= 0.025) dens = 15;
  else if (density > 0.025) dens = density > 0.04 ? 0 : 8;
  else dens = Math.round((density / 0.005) * 15);
  score += dens;
  reasons.push(
    `Keyword density ${pct(density)} (${uses} use${uses === 1 ? '' : 's'} in ${words} words; 0.5-2.5% is the band)`,
  );
  const kw = wordsOf(keyword).join(' ');
  const related = [...new Set(terms.map((t) => t.toLowerCase().trim()))].filter(
    (t) => t && wordsOf(t).join(' ') !== kw,
  );
  const found = related.map((term) => ({ term, found: phraseCount(body, term) > 0 }));
  const share = related.length ? found.filter((f) => f.found).length / related.length : 1;
  score += 20 * share;
  reasons.push(
    related.length
      ? `${found.filter((f) => f.found).length} of ${related.length} related terms of the vertical used`
      : 'No vertical matched the keyword: related terms not judged (full marks)',
  );
  return { score: clamp(score), reasons, found };
}

export function readability(d: DraftText): { score: number; reasons: string[]; flesch: number } {
  const s = textStats(bodyOf(d));
  if (!s.words) return { score: 0, reasons: ['The page has no body text'], flesch: 0 };
  // Reading ease 60+ (plain English) full marks, 10 or less none.
  const ease = clamp(((s.flesch - 10) / 50) * 100);
  // 20 words a sentence or fewer full marks, 35 none; each sentence over 30 words costs 5 points.
  const length = clamp(((35 - s.wordsPerSentence) / 15) * 100 - s.longSentences * 5);
  return {
    score: clamp(0.7 * ease + 0.3 * length),
    flesch: s.flesch,
    reasons: [
      `Flesch reading ease ${s.flesch} (${s.flesch >= 60 ? 'plain English' : s.flesch >= 30 ? 'fairly difficult' : 'difficult'}; 60+ scores full)`,
      `${s.wordsPerSentence} words a sentence on average over ${s.sentences} sentences (20 or fewer scores full)`,
      s.longSentences
        ? `${s.longSentences} sentence${s.longSentences === 1 ? '' : 's'} over 30 words`
        : 'No sentence over 30 words',
    ],
  };
}

export function structure(d: DraftText): { score: number; reasons: string[]; words: number } {
  const reasons: string[] = [];
  let score = 0;
  const h1 = d.h1.trim();
  if (h1 && !d.sections.some((s) => s.heading.trim().toLowerCase() === h1.toLowerCase())) {
    score += 15;
    reasons.push('One h1, not repeated as a section heading');
  } else reasons.push(h1 ? 'The h1 is repeated as a section heading' : 'No h1');
  const withBody = d.sections.filter((s) => s.heading.trim() && s.body.trim()).length;
  score += Math.min(20, (withBody / 3) * 20);
  reasons.push(
    `${withBody} section${withBody === 1 ? '' : 's'} with a heading and a body (3 or more scores full)`,
  );
  const words = wordsOf(bodyOf(d)).length;
  const band =
    words >= 600 && words <= 2500
      ? 20
      : words > 2500
        ? 14
        : words >= 300
          ? 10 + ((words - 300) / 300) * 10
          : (words / 300) * 10;
  score += band;
  reasons.push(`${words} words (600-2,500 scores full)`);
  const sizes = d.sections.map((s) => wordsOf(s.body).length);
  const odd = sizes.filter((n) => n < 40 || n > 400).length;
  score += d.sections.length ? 10 * (1 - odd / d.sections.length) : 0;
  reasons.push(
    odd ? `${odd} section${odd === 1 ? '' : 's'} under 40 or over 400 words` : 'Every section 40-400 words',
  );
  const faqs = d.faq.length;
  score += faqs >= 3 ? 15 : faqs ? 8 : 0;
  reasons.push(faqs ? `${faqs} FAQ question${faqs === 1 ? '' : 's'} (3 or more scores full)` : 'No FAQ');
  const dl = d.description.trim().length;
  score += dl >= 120 && dl <= 160 ? 10 : dl >= 70 && dl <= 170 ? 5 : 0;
  reasons.push(`Meta description ${dl} characters (120-160 scores full)`);
  const tl = d.title.trim().length;
  score += tl >= 30 && tl <= 65 ? 10 : tl > 0 && tl <= 70 ? 5 : 0;
  reasons.push(`Title ${tl} characters (30-65 scores full)`);
  return { score: clamp(score), reasons, words };
}

export function uniqueness(
  closest: ContentScores['closest'],
  pagesCompared: number,
): { score: number; reasons: string[] } {
  if (!closest || !pagesCompared)
    return { score: 100, reasons: ["No page of the team's sites to compare with"] };
  const s = closest.similarity;
  return {
    score: clamp((1 - s) * 100),
    reasons: [
      `Closest of ${pagesCompared} pages: ${closest.siteName} ${closest.path} at ${pct(s)} similar (MinHash of 5-word shingles)`,
      s >= SIMILARITY_THRESHOLD
        ? `Over the site generator's ${pct(SIMILARITY_THRESHOLD)} threshold: rewrite the sections shared with that page`
        : `Under the site generator's ${pct(SIMILARITY_THRESHOLD)} threshold`,
    ],
  };
}

export function scoreDraft(input: ScoreInput): ContentScores {
  const kc = keywordCoverage(input.draft, input.keyword, input.terms);
  const rd = readability(input.draft);
  const st = structure(input.draft);
  const un = uniqueness(input.closest, input.pagesCompared);
  const got: Record<ContentScoreId, { score: number; reasons: string[] }> = {
    keywordCoverage: kc,
    readability: rd,
    structure: st,
    uniqueness: un,
  };
  const parts: ContentScore[] = (Object.keys(CONTENT_SCORE_WEIGHTS) as ContentScoreId[]).map((id) => ({
    id,
    label: LABELS[id],
    score: got[id].score,
    weight: CONTENT_SCORE_WEIGHTS[id],
    reasons: got[id].reasons,
  }));
  const overall = Math.round(parts.reduce((sum, p) => sum + p.score * p.weight, 0) / 100);
  return {
    overall,
    parts,
    words: st.words,
    flesch: rd.flesch,
    closest: input.closest,
    pagesCompared: input.pagesCompared,
    terms: kc.found,
  };
}
