// Keyword ideas for one market: the vertical's core keywords x its modifiers x the place, near-me
// forms and questions. The market's monthly searches are split among them by documented shares
// (docs/scoring.md, "Keyword ideas"); intent is by rule; everything is an estimate.
import type { KeywordIdea } from '@sdp/shared';
import type { VerticalData } from '../../data/verticals';
import { CONVERSION_RATE, ctrAt, round1, round2 } from './model';

/** Shares of the market's monthly searches per keyword group (assumption). */
export const KEYWORD_GROUP_SHARES = {
  location: 0.3, // "roofer Austin"
  'near-me': 0.3, // "roofer near me"
  core: 0.15, // "roofer" searched locally without a place name
  modifier: 0.15, // "emergency roofer Austin"
  question: 0.1, // "how much does roof repair cost in Austin"
} as const;

/** CPC multiplier by intent, applied to the vertical's average CPC (assumption). */
export const INTENT_CPC_FACTOR = {
  transactional: 1,
  commercial: 0.8,
  informational: 0.3,
  navigational: 0.5,
} as const;

const QUESTION = /^(how|what|why|when|where|who|is|are|do|does|can|should)\b/;
const COMMERCIAL =
  /\b(best|top|reviews?|cost|prices?|affordable|cheap|compare|vs|rated|financing|free estimate|free quote|free consultation)\b/;

export function intentOf(keyword: string): KeywordIdea['intent'] {
  if (QUESTION.test(keyword)) return 'informational';
  if (COMMERCIAL.test(keyword)) return 'commercial';
  return 'transactional';
}

/** Difficulty 0-100: the market's competition, easier for longer keywords (x (1.3 - 0.1 x words), at least 0.5). */
export function keywordDifficulty(competition: number, keyword: string): number {
  const words = keyword.trim().split(/\s+/).length;
  const factor = Math.max(0.5, 1.3 - 0.1 * words);
  return Math.min(100, Math.max(0, Math.round(competition * factor)));
}

/** Zipf split: the i-th keyword of a group gets 1/(i+1) of the group's weight, normalised. */
export function zipfShares(n: number): number[] {
  const w = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const s = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / s);
}

export interface MarketFigures {
  monthlySearches: number;
  competition: number;
  payout: number;
  searchesMeasured: boolean;
}

export function keywordIdeasFor(
  vd: VerticalData,
  city: string,
  state: string,
  m: MarketFigures,
): KeywordIdea[] {
  const kw = vd.keywords;
  const city_ = city;
  const mods = vd.modifiers.filter((x) => x !== 'near me');
  const groups: Record<keyof typeof KEYWORD_GROUP_SHARES, string[]> = {
    location: [...kw.map((k) => `${k} ${city_}`), `${kw[0]} ${city_} ${state}`],
    'near-me': kw.map((k) => `${k} near me`),
    core: [...kw],
    modifier: mods.map((mod) => (mod === 'cost' ? `${kw[0]} cost ${city_}` : `${mod} ${kw[0]} ${city_}`)),
    question: [
      `how much does ${kw[2]} cost in ${city_}`,
      `how to choose a ${kw[0]} in ${city_}`,
      `what to ask a ${kw[1]} before hiring`,
    ],
  };
  const ctr = ctrAt();
  const out: KeywordIdea[] = [];
  const seen = new Set<string>();
  for (const [kind, list] of Object.entries(groups) as [keyof typeof KEYWORD_GROUP_SHARES, string[]][]) {
    const shares = zipfShares(list.length);
    list.forEach((raw, i) => {
      const keyword = raw.toLowerCase();
      if (seen.has(keyword)) return;
      seen.add(keyword);
      const volume = m.monthlySearches * KEYWORD_GROUP_SHARES[kind] * shares[i];
      const intent = intentOf(keyword);
      out.push({
        keyword,
        kind,
        intent,
        monthlySearches: round1(volume),
        difficulty: keywordDifficulty(m.competition, keyword),
        cpc: round2(vd.avgCpc * INTENT_CPC_FACTOR[intent]),
        value: round2(volume * ctr * CONVERSION_RATE * m.payout),
        estimate: true,
      });
    });
  }
  return out.sort((a, b) => b.monthlySearches - a.monthlySearches || a.keyword.localeCompare(b.keyword));
}
