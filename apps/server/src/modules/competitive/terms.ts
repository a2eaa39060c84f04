// Content terms of a text (docs/competitive.md#terms): lower-cased words of letters and digits,
// 3 characters or more, common English function words left out. Pure.

const STOP = new Set(
  (
    'the and for are but not you your yours our ours with this that these those from have has had was were ' +
    'will would can could should shall may might must its it’s his her hers him she they them their theirs ' +
    'what which who whom whose when where why how all any both each few more most other some such only own ' +
    'same than too very just into onto over under again then once here there about above below between ' +
    'through during before after off out also get got let via per yes one two three use used using like ' +
    'been being does did doing done make made call now new see www com http https html getting gets ' +
    'going goes know need needs want wants take takes come comes back well much many even still every'
  ).split(' '),
);

/** The content words of a text, in order. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 3 || STOP.has(raw) || /^\d+$/.test(raw)) continue;
    out.push(raw);
  }
  return out;
}

/** Term -> count, most frequent first (ties alphabetical), at most `limit` terms. */
export function termCounts(text: string, limit = 300): { term: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const t of tokens(text)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()]
    .map(([term, count]) => ({ term, count }))
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, limit);
}
