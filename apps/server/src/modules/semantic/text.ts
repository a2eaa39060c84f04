// Words of keywords and pages for semantic clustering (docs/semantic.md#text): lower case, accents
// and punctuation removed, stop words dropped, each word cut to a light stem (plural, -ing, -er
// endings) so "roofer", "roofing" and "roofs" meet at "roof". Features are stemmed unigrams and
// bigrams of neighbouring kept words.

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'many',
  'me',
  'much',
  'my',
  'near',
  'of',
  'on',
  'or',
  'should',
  'the',
  'to',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'with',
  'you',
  'your',
]);

export const isStopWord = (w: string) => STOP_WORDS.has(w);

/** Lower case, no accents, every run of non-letters/digits one space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('sses')))
    w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('er')) return w.slice(0, -2);
  return w;
}

/**
 * Generic qualifiers of a commercial search ("best roofer", "roofer cost", "roof repair company"):
 * they rarely change the topic, so their features weigh less in clustering (QUALIFIER_WEIGHT).
 */
const QUALIFIERS = new Set(
  [
    'affordable',
    'best',
    'cheap',
    'companies',
    'company',
    'cost',
    'local',
    'price',
    'prices',
    'rated',
    'review',
    'reviews',
    'service',
    'services',
    'top',
  ].map((w) => stem(w)),
);
export const QUALIFIER_WEIGHT = 0.3;

/** Does the (stemmed) feature hold a qualifier word? */
export const hasQualifier = (feature: string) => feature.split(' ').some((s) => QUALIFIERS.has(s));

export const words = (text: string): string[] => {
  const n = normalise(text);
  return n ? n.split(' ') : [];
};

/** Kept words (no stop words) with their stems, in order. */
export function terms(text: string): { word: string; stem: string }[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map((w) => ({ word: w, stem: stem(w) }));
}

/** Stemmed unigram and bigram features of a text ("roof", "repair", "roof repair"). */
export function features(text: string): string[] {
  const t = terms(text);
  const out = new Set<string>();
  for (let i = 0; i < t.length; i++) {
    out.add(t[i]!.stem);
    if (i + 1 < t.length) out.add(`${t[i]!.stem} ${t[i + 1]!.stem}`);
  }
  return [...out];
}

/** Bigrams of a text: key (stems) and surface form (the words as written, normalised). */
export function bigrams(text: string): { key: string; surface: string }[] {
  const t = terms(text);
  const out: { key: string; surface: string }[] = [];
  for (let i = 0; i + 1 < t.length; i++)
    out.push({ key: `${t[i]!.stem} ${t[i + 1]!.stem}`, surface: `${t[i]!.word} ${t[i + 1]!.word}` });
  return out;
}

/** A text's stems in order, for phrase look-ups ("does the page mention 'storm damage'"). */
export interface PreparedText {
  stems: Set<string>;
  /** Space-joined stem sequence with a space either side. */
  padded: string;
}

export function prepare(text: string): PreparedText {
  const s = terms(text).map((t) => t.stem);
  return { stems: new Set(s), padded: ` ${s.join(' ')} ` };
}

/** A phrase's stems, prepared once for many look-ups. */
export const phraseStems = (phrase: string): string[] => terms(phrase).map((t) => t.stem);

/** Does the text hold the stems in order (a phrase's, from phraseStems)? */
export function holds(p: PreparedText, stems: string[]): boolean {
  if (!stems.length) return false;
  if (stems.length === 1) return p.stems.has(stems[0]!);
  return p.padded.includes(` ${stems.join(' ')} `);
}

/** Does the text hold the phrase (its stems in order, stop words ignored)? */
export const mentions = (p: PreparedText, phrase: string): boolean => holds(p, phraseStems(phrase));
