import { parseCsv } from '../src/modules/rankings/gsc-csv';

/** RFC 4180 rows of a CSV text (quoted fields, doubled quotes, CRLF), read by the Search Console import's reader. */
export const csvRows = (text: string): string[][] => parseCsv(text).map((r) => r.cells);
