// Google Search Console performance exports, read without a library: the "Queries.csv" of the
// export zip (Top queries, Clicks, Impressions, CTR, Position; no date) and the exports with a date
// column (Search Console API / Looker Studio / Sheets: Date, Query, [Page], Clicks, Impressions, CTR,
// Position, in any order). RFC 4180 quoting, a BOM, CRLF, "3.2%" CTRs and "1,234" counts are handled.

export interface GscRow {
  /** Physical line (1-based) where the record starts. */
  line: number;
  query: string;
  /** YYYY-MM-DD; null when the file has no date column (the caller's day applies). */
  day: string | null;
  position: number;
  clicks: number | null;
  impressions: number | null;
  ctr: number | null;
  page: string | null;
}

export interface GscParse {
  rows: GscRow[];
  /** Data records read (blank lines excluded). */
  records: number;
  skipped: { line: number; reason: string }[];
  hasDate: boolean;
}

export class GscFormatError extends Error {}

export const GSC_EXPECTED =
  'a Search Console performance export: "Top queries,Clicks,Impressions,CTR,Position" (Queries.csv of the export) or "Date,Query,Clicks,Impressions,CTR,Position" (Page optional)';

const COLUMN_NAMES: Record<string, keyof typeof COLUMNS> = {};
const COLUMNS = {
  query: ['top queries', 'query', 'queries', 'search query', 'keyword', 'top query'],
  day: ['date', 'day'],
  position: ['position', 'average position', 'avg. position', 'avg position'],
  clicks: ['clicks', 'url clicks'],
  impressions: ['impressions'],
  ctr: ['ctr', 'url ctr', 'site ctr'],
  page: ['page', 'top pages', 'landing page', 'url'],
} as const;
for (const [key, names] of Object.entries(COLUMNS)) {
  for (const n of names) COLUMN_NAMES[n] = key as keyof typeof COLUMNS;
}

/** Splits CSV text into records with the line each starts on. */
export function parseCsv(text: string, delimiter = ','): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0].trim() === '')) out.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
    i++;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return out;
}

/** "1,234" / "1 234" / "1234" -> 1234; null when empty or not a number. */
export function parseCount(raw: string): number | null {
  const s = raw.trim().replace(/[,\s\u00a0]/g, '');
  if (s === '' || s === '-') return null;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** "3.2%" -> 0.032, "0.032" -> 0.032. */
export function parseCtr(raw: string): number | null {
  const s = raw.trim().replace(/\s/g, '');
  if (s === '') return null;
  if (s.endsWith('%')) {
    const n = Number(s.slice(0, -1).replace(',', '.'));
    return Number.isFinite(n) ? n / 100 : null;
  }
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** "4.5" (and "4,5" from comma-decimal locales) -> 4.5. */
export function parsePosition(raw: string): number | null {
  const s = raw.trim();
  if (s === '') return null;
  const n = Number(/^\d+,\d+$/.test(s) ? s.replace(',', '.') : s.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** 2026-11-20, 20261120, 11/20/2026, "Nov 20, 2026", "20 Nov 2026" -> 2026-11-20; else null. */
export function parseDay(raw: string): string | null {
  const s = raw.trim();
  let m = s.match(/^(\d{4})-(\d{1,2})-(\d{1,2})/);
  if (m) return validDay(+m[1], +m[2], +m[3]);
  m = s.match(/^(\d{4})(\d{2})(\d{2})$/);
  if (m) return validDay(+m[1], +m[2], +m[3]);
  m = s.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (m) return validDay(+m[3], +m[1], +m[2]);
  m = s.match(/^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/);
  if (m && MONTHS.includes(m[1].toLowerCase()))
    return validDay(+m[3], MONTHS.indexOf(m[1].toLowerCase()) + 1, +m[2]);
  m = s.match(/^(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})$/);
  if (m && MONTHS.includes(m[2].toLowerCase()))
    return validDay(+m[3], MONTHS.indexOf(m[2].toLowerCase()) + 1, +m[1]);
  return null;
}

function pickDelimiter(firstLine: string): string {
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes('\t')) return '\t';
  if (firstLine.includes(';')) return ';';
  return ',';
}

/** Reads an export; throws GscFormatError when no header names a query and a position column. */
export function parseGscCsv(input: string): GscParse {
  const text = input.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const records = parseCsv(text, pickDelimiter(firstLine));
  // The header is the first record naming a query and a position column (some exports add a title).
  let headerAt = -1;
  let index: Partial<Record<keyof typeof COLUMNS, number>> = {};
  for (let r = 0; r < Math.min(records.length, 5) && headerAt < 0; r++) {
    const found: Partial<Record<keyof typeof COLUMNS, number>> = {};
    records[r].cells.forEach((c, i) => {
      const key =
        COLUMN_NAMES[
          c
            .replace(/^\uFEFF/, '')
            .trim()
            .toLowerCase()
        ];
      if (key && found[key] === undefined) found[key] = i;
    });
    if (found.query !== undefined && found.position !== undefined) {
      headerAt = r;
      index = found;
    }
  }
  if (headerAt < 0) {
    const seen = records[0]?.cells.map((c) => c.trim()).join(',') ?? '';
    throw new GscFormatError(
      `No recognisable header: expected ${GSC_EXPECTED}${seen ? `; the first line was "${seen.slice(0, 120)}"` : '; the file is empty'}`,
    );
  }
  const rows: GscRow[] = [];
  const skipped: GscParse['skipped'] = [];
  const cell = (cells: string[], key: keyof typeof COLUMNS) => {
    const i = index[key];
    return i === undefined ? '' : (cells[i] ?? '');
  };
  const data = records.slice(headerAt + 1);
  for (const { line, cells } of data) {
    const query = cell(cells, 'query').trim().replace(/\s+/g, ' ');
    if (!query) {
      skipped.push({ line, reason: 'no query' });
      continue;
    }
    if (query.length > 200) {
      skipped.push({ line, reason: 'query longer than 200 characters' });
      continue;
    }
    const rawPosition = cell(cells, 'position');
    const position = parsePosition(rawPosition);
    if (position === null) {
      skipped.push({ line, reason: `position "${rawPosition.trim().slice(0, 40)}" is not a number` });
      continue;
    }
    if (position < 1 || position > 9999) {
      skipped.push({ line, reason: `position ${position} is out of range (1-9999)` });
      continue;
    }
    let day: string | null = null;
    if (index.day !== undefined) {
      const rawDay = cell(cells, 'day');
      day = parseDay(rawDay);
      if (!day) {
        skipped.push({ line, reason: `date "${rawDay.trim().slice(0, 40)}" is not a date (use YYYY-MM-DD)` });
        continue;
      }
    }
    const page = cell(cells, 'page').trim();
    rows.push({
      line,
      query,
      day,
      position: Math.round(position * 100) / 100,
      clicks: parseCount(cell(cells, 'clicks')),
      impressions: parseCount(cell(cells, 'impressions')),
      ctr: parseCtr(cell(cells, 'ctr')),
      page: page ? page.slice(0, 2000) : null,
    });
  }
  return { rows, records: data.length, skipped, hasDate: index.day !== undefined };
}
