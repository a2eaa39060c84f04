// Phrase-bank lines that only fit some sites ("call us" needs a phone, "around the clock" needs a
// business open 24 hours, "permit" a trade that pulls permits), and the filter that keeps only the
// lines a site may say. Every bank is filtered once per site profile, not per page.
import type { VerticalKind } from './copy';
import { AROUND_THE_CLOCK, CALL_US, UNHURRIED } from './kind-rules';

/**
 * What a site is: its kind, and facts from the business.
 * - trade: emergency or planned work; advice: legal, medical, care, professional.
 * - urgent: an emergency trade; calm: any other kind.
 * - phone / nophone; open24h / hours (weekly hours given) / nohours (neither).
 * - permits: a construction trade; regulated: legal, medical, care.
 */
export type Tag =
  | VerticalKind
  | 'trade'
  | 'advice'
  | 'urgent'
  | 'calm'
  | 'phone'
  | 'nophone'
  | 'open24h'
  | 'hours'
  | 'nohours'
  | 'permits'
  | 'regulated'
  | 'home';

/** A bank line: plain text for every site, or text with the tags a site must all have. */
export type Line = string | { t: string; when: readonly Tag[] };

export const when = (t: string, ...tags: Tag[]): Line => ({ t, when: tags });

export interface Profile {
  tags: ReadonlySet<Tag>;
  /** Stable key of the tags and refusals, for caches. */
  key: string;
  /** Sentences matching this are never said on the site (banned phrases, hours, phone). */
  refuse: RegExp[];
}

export function profileOf(tags: Tag[], refuse: RegExp[]): Profile {
  const set = new Set(tags);
  return { tags: set, key: `${[...set].sort().join(',')}|${refuse.map((r) => r.source).join('|')}`, refuse };
}

const cache = new WeakMap<readonly Line[], Map<string, string[]>>();

/** The lines of a bank this site may say, cached per bank and profile. */
export function lines(bank: readonly Line[], p: Profile): string[] {
  let byKey = cache.get(bank);
  if (!byKey) {
    byKey = new Map();
    cache.set(bank, byKey);
  }
  let out = byKey.get(p.key);
  if (!out) {
    out = [];
    for (const l of bank) {
      const t = typeof l === 'string' ? l : l.when.every((x) => p.tags.has(x)) ? l.t : null;
      if (t !== null && allowed(t, p)) out.push(t);
    }
    byKey.set(p.key, out);
  }
  return out;
}

/** False when a sentence says something this site may not say. */
export function allowed(text: string, p: Profile): boolean {
  for (const r of p.refuse) if (r.test(text)) return false;
  return true;
}

/** The patterns a site refuses, from its kind's banned phrases and the business's facts. */
export function refusals(
  banned: RegExp | null,
  facts: { open24h: boolean; phone: boolean; urgent: boolean },
): RegExp[] {
  const out: RegExp[] = [];
  if (banned) out.push(banned);
  if (!facts.open24h) out.push(AROUND_THE_CLOCK);
  if (!facts.phone) out.push(CALL_US);
  if (facts.urgent || facts.open24h) out.push(UNHURRIED);
  return out;
}
