import type { SeoOpportunity } from '@sdp/shared';

// The CSV of a website's opportunities (POST /api/opportunities/export): one row per opportunity.

const COLUMNS = [
  'id',
  'title',
  'status',
  'source',
  'category',
  'difficulty',
  'score',
  'quickWin',
  'automated',
  'effectMetric',
  'effectLow',
  'effectHigh',
  'effectUnit',
  'effectBasis',
  'affectedUrls',
  'steps',
  'notes',
  'createdAt',
  'implementedAt',
] as const;

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed with ' so spreadsheets do not run it. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(items: SeoOpportunity[]): string {
  const lines = [COLUMNS.join(',')];
  for (const o of items) {
    const row = [
      o.id,
      o.title,
      o.status,
      o.source,
      o.category,
      o.difficulty,
      o.score,
      o.quickWin,
      o.automated,
      o.expectedEffect.metric,
      o.expectedEffect.low,
      o.expectedEffect.high,
      o.expectedEffect.unit,
      o.expectedEffect.basis,
      o.affectedUrls.join(' '),
      o.steps.map((s) => `${s.position}. ${s.title} [${s.status}]`).join(' | '),
      o.notes ?? '',
      o.createdAt,
      o.implementedAt ?? '',
    ];
    lines.push(row.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
