// Plain-text measures the content scores use (docs/content-generator.md#scores): words, sentences,
// syllables (a vowel-group count, the usual approximation in English), the Flesch reading ease, and
// keyword phrases found by word (lower case, punctuation dropped, a plural "s" ignored).

/** Lower case, no accents, every run of non-letters/digits one space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const base = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

export function wordsOf(text: string): string[] {
  const n = normalise(text);
  return n ? n.split(' ') : [];
}

/** Sentences: runs of text ended by . ! ? or a line break, each with at least one word. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    const ends =
      c === '\n' || ((c === '.' || c === '!' || c === '?') && (next === undefined || /\s/.test(next)));
    if (!ends) continue;
    out.push(text.slice(start, i));
    start = i + 1;
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => wordsOf(s).length > 0);
}

/** Syllables of one lower-case word: vowel groups, a silent final "e" dropped, at least one. */
export function syllables(word: string): number {
  const w = word.replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 1);
}

export interface TextStats {
  words: number;
  sentences: number;
  syllables: number;
  /** Sentences over 30 words. */
  longSentences: number;
  /** Flesch reading ease: 206.835 - 1.015 x words/sentence - 84.6 x syllables/word. */
  flesch: number;
  wordsPerSentence: number;
}

export function textStats(text: string): TextStats {
  const sentences = sentencesOf(text);
  let words = 0;
  let syl = 0;
  let long = 0;
  for (const s of sentences) {
    const ws = wordsOf(s);
    words += ws.length;
    if (ws.length > 30) long++;
    for (const w of ws) syl += syllables(w);
  }
  const wps = sentences.length ? words / sentences.length : 0;
  const flesch = words ? 206.835 - 1.015 * wps - 84.6 * (syl / words) : 0;
  return {
    words,
    sentences: sentences.length,
    syllables: syl,
    longSentences: long,
    flesch: Math.round(flesch * 10) / 10,
    wordsPerSentence: Math.round(wps * 10) / 10,
  };
}

/** Times the phrase's words occur in a row in the text (plural "s" ignored). */
export function phraseCount(text: string, phrase: string): number {
  const t = wordsOf(text).map(base);
  const p = wordsOf(phrase).map(base);
  if (!p.length || t.length < p.length) return 0;
  let n = 0;
  for (let i = 0; i + p.length <= t.length; i++) {
    let ok = true;
    for (let j = 0; j < p.length && ok; j++) ok = t[i + j] === p[j];
    if (ok) n++;
  }
  return n;
}

/** Every word of the phrase somewhere in the text. */
export function allWords(text: string, phrase: string): boolean {
  const t = new Set(wordsOf(text).map(base));
  const p = wordsOf(phrase).map(base);
  return p.length > 0 && p.every((w) => t.has(w));
}
