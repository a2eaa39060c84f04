import type { KeywordIdea } from '@sdp/shared';

const COLUMNS: [header: string, value: (k: KeywordIdea) => string | number | boolean][] = [
  ['keyword', (k) => k.keyword],
  ['kind', (k) => k.kind],
  ['intent', (k) => k.intent],
  ['monthly_searches', (k) => k.monthlySearches],
  ['difficulty', (k) => k.difficulty],
  ['cpc_usd', (k) => k.cpc],
  ['value_usd_per_month', (k) => k.value],
  ['estimate', (k) => k.estimate],
];

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula-safe. */
export function csvField(value: string | number | boolean): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The keyword ideas as CSV, in the order shown, with a header row and CRLF line ends. */
export function buildKeywordCsv(rows: KeywordIdea[]): string {
  const lines = [COLUMNS.map(([h]) => h).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, get]) => csvField(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** e.g. keywords-roofing-boise-id.csv */
export function csvFileName(vertical: string, place: string): string {
  const slug = `${vertical} ${place}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `keywords-${slug || 'ideas'}.csv`;
}

/** Downloads text as a file (browser only). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
