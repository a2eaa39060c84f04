import type { Lead } from '@sdp/shared';
import { DateTime } from 'luxon';

// The CSV export of the inbox (GET /api/leads/export.csv, docs/sites-api.md): RFC 4180 quoting, and
// a cell a spreadsheet would read as a formula (= + - @, tab, carriage return first) starts with a
// quote, so a visitor's message cannot run in the team's spreadsheet.

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);

/** One cell: formula-safe, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.has(text.charAt(0))) text = `'${text}`;
  const needsQuotes = [',', '"', '\n', '\r'].some((c) => text.includes(c));
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: Array<string | number | boolean | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const LEAD_CSV_HEADER = [
  'id',
  'received_at',
  'site',
  'kind',
  'status',
  'value',
  'renter',
  'name',
  'phone',
  'email',
  'zip',
  'message',
  'page',
  ...UTM_KEYS,
  'deliveries',
  'demo',
];

/** `email: queued; webhook: sent (attempt 2 of 6)` */
function deliveriesText(lead: Lead): string {
  return lead.deliveries
    .map((d) => {
      const tail =
        d.status === 'sent' || d.status === 'queued' || d.attempts === 0 ? '' : ` (${d.attempts} attempts)`;
      return `${d.channel}: ${d.status}${tail}${d.lastError ? `: ${d.lastError}` : ''}`;
    })
    .join('; ');
}

/** When the lead arrived: ISO 8601 with the reader's offset (UTC: `Z`), docs/time-zones.md. */
export function receivedAt(createdAt: string, zone = 'UTC'): string {
  if (zone === 'UTC') return createdAt;
  return DateTime.fromISO(createdAt, { zone }).toISO() ?? createdAt;
}

export function leadCsvLine(lead: Lead, zone = 'UTC'): string {
  return csvLine([
    lead.id,
    receivedAt(lead.createdAt, zone),
    lead.siteName,
    lead.kind,
    lead.status,
    lead.value.toFixed(2),
    lead.renterName,
    lead.name,
    lead.phone,
    lead.email,
    lead.zip,
    lead.message,
    lead.page,
    ...UTM_KEYS.map((k) => lead.utm?.[k] ?? null),
    deliveriesText(lead),
    lead.demo,
  ]);
}
