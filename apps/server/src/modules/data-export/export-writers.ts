import { DATA_EXPORT_FORMAT_VERSION, type DataExportFormat } from '@sdp/shared';
import { Zip, ZipDeflate } from 'fflate';
import { csvLine } from '../leads/index';

// The two shapes of a data export (docs/data-export.md#formats), written table by table as the rows
// arrive in batches: each batch is encoded at once and only the encoded file is kept.
//  - json: one document { manifest, data: { [table]: rows[] } };
//  - csv: a zip of one CSV file per table plus manifest.json; cells CSV-injection safe (the leads
//    export's csvCell: a leading = + - @ gets a quote).

export interface ExportManifest {
  generatedAt: string;
  formatVersion: number;
  format: DataExportFormat;
  user: { id: string; email: string | null };
  team: { id: string; name: string | null };
  /** Rows per table. */
  counts: Record<string, number>;
  /** What is left out on purpose. */
  excluded: string[];
}

export type Row = Record<string, unknown>;

export interface ExportWriter {
  /** Starts a table with its columns (the CSV header). */
  table(name: string, columns: string[]): void;
  rows(rows: Row[]): void;
  /** The whole file with the manifest. */
  finish(manifest: Omit<ExportManifest, 'counts' | 'formatVersion' | 'format'>): Buffer;
  readonly fileName: string;
  readonly contentType: string;
}

const encoder = new TextEncoder();

/** A cell's text: dates as ISO, objects as JSON. */
function cellValue(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  if (typeof v === 'bigint') return v.toString();
  return v as string | number | boolean;
}

function jsonWriter(stamp: string): ExportWriter {
  const parts: Buffer[] = [];
  const counts: Record<string, number> = {};
  let current: string | null = null;
  const close = () => {
    if (current !== null) parts.push(Buffer.from(']'));
  };
  return {
    fileName: `sdp-export-${stamp}.json`,
    contentType: 'application/json',
    table(name) {
      close();
      parts.push(Buffer.from(`${current === null ? '' : ','}${JSON.stringify(name)}:[`));
      current = name;
      counts[name] = 0;
    },
    rows(rows) {
      if (current === null || rows.length === 0) return;
      const lead = counts[current] === 0 ? '' : ',';
      parts.push(Buffer.from(lead + rows.map((r) => JSON.stringify(r)).join(',')));
      counts[current] += rows.length;
    },
    finish(m) {
      close();
      current = null;
      const manifest: ExportManifest = {
        ...m,
        formatVersion: DATA_EXPORT_FORMAT_VERSION,
        format: 'json',
        counts,
      };
      const head = Buffer.from(`{"manifest":${JSON.stringify(manifest)},"data":{`);
      return Buffer.concat([head, ...parts.splice(0), Buffer.from('}}\n')]);
    },
  };
}

function csvZipWriter(stamp: string): ExportWriter {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else chunks.push(data);
  });
  const counts: Record<string, number> = {};
  let file: ZipDeflate | null = null;
  let columns: string[] = [];
  let current = '';
  const close = () => {
    file?.push(new Uint8Array(0), true);
    file = null;
  };
  return {
    fileName: `sdp-export-${stamp}.zip`,
    contentType: 'application/zip',
    table(name, cols) {
      close();
      file = new ZipDeflate(`${name}.csv`, { level: 6 });
      zip.add(file);
      columns = cols;
      current = name;
      counts[name] = 0;
      file.push(encoder.encode(csvLine(cols)));
    },
    rows(rows) {
      if (!file || rows.length === 0) return;
      const text = rows.map((r) => csvLine(columns.map((c) => cellValue(r[c])))).join('');
      file.push(encoder.encode(text));
      counts[current] = (counts[current] ?? 0) + rows.length;
    },
    finish(m) {
      close();
      const manifest: ExportManifest = {
        ...m,
        formatVersion: DATA_EXPORT_FORMAT_VERSION,
        format: 'csv',
        counts,
      };
      const last = new ZipDeflate('manifest.json', { level: 6 });
      zip.add(last);
      last.push(encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`), true);
      zip.end();
      if (failure) throw failure;
      return Buffer.concat(chunks.splice(0));
    },
  };
}

export function exportWriter(format: DataExportFormat, now: Date): ExportWriter {
  const stamp = now.toISOString().slice(0, 10);
  return format === 'json' ? jsonWriter(stamp) : csvZipWriter(stamp);
}
