// Keyword matching for quick rank (docs/quick-rank.md#matching): lower case, accents and
// punctuation removed, words compared by a light stem (plural and -ing endings), so "roof repairs"
// matches "Roof Repair" and "plumbing" matches "plumbers" only through their stem "plumb".

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'in',
  'me',
  'near',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

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
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith('er')) return word.slice(0, -2);
  return word;
}

export const words = (text: string): string[] => normalise(text).split(' ').filter(Boolean);

/** The keyword's meaningful words (stop words dropped, unless nothing else is left). */
export function keywordTerms(keyword: string): string[] {
  const all = words(keyword);
  const kept = all.filter((w) => !STOP_WORDS.has(w));
  return [...new Set(kept.length ? kept : all)];
}

/** A text prepared once for many look-ups. */
export interface Prepared {
  /** Normalised, with a space either side (phrase search). */
  padded: string;
  stems: Set<string>;
  /** Stems in order, stop words left out (phrase search: "roof repair in austin" holds "roof repair austin"). */
  stemList: string[];
}

export function prepare(text: string): Prepared {
  const n = normalise(text);
  const all = n ? n.split(' ') : [];
  return {
    padded: ` ${n} `,
    stems: new Set(all.map(stem)),
    stemList: all.filter((w) => !STOP_WORDS.has(w)).map(stem),
  };
}

/** Terms of `terms` whose stem occurs in the text. */
export function termsFound(p: Prepared, terms: string[]): string[] {
  return terms.filter((t) => p.stems.has(stem(t)));
}

const phraseStems = (phrase: string) =>
  words(phrase)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);

/**
 * Where the whole phrase (by stems, in order, stop words left out) starts, in words from the
 * text's start; -1 if absent.
 */
export function phraseAt(p: Prepared, phrase: string): number {
  const target = phraseStems(phrase);
  if (!target.length) return -1;
  outer: for (let i = 0; i + target.length <= p.stemList.length; i++) {
    for (let j = 0; j < target.length; j++) if (p.stemList[i + j] !== target[j]) continue outer;
    return i;
  }
  return -1;
}

/** How many times the phrase occurs (by stems). */
export function phraseCount(p: Prepared, phrase: string): number {
  const target = phraseStems(phrase);
  if (!target.length) return 0;
  let n = 0;
  outer: for (let i = 0; i + target.length <= p.stemList.length; i++) {
    for (let j = 0; j < target.length; j++) if (p.stemList[i + j] !== target[j]) continue outer;
    n++;
  }
  return n;
}
