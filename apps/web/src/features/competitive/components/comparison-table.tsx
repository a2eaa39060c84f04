import type { CompetitiveMedian, CompetitivePage } from '@sdp/shared';
import { formatBytes, formatCount } from '@/lib/format';

// Your page vs each competitor vs the competitors' median (docs/competitive.md#facts).

const shortUrl = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.hostname.replace(/^www\./, '')}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return url;
  }
};

interface Row {
  key: string;
  label: string;
  sub: string | null;
  failed: string | null;
  words: number | null;
  headings: string;
  schema: string;
  links: number | null;
  bytes: number | null;
  loadMs: number | null;
}

function rowOf(p: CompetitivePage, label: string): Row {
  const failed = p.error ?? (p.statusCode !== null && p.statusCode >= 300 ? `HTTP ${p.statusCode}` : null);
  const h = p.headingCounts;
  return {
    key: p.url,
    label,
    sub:
      p.source === 'serp' ? `outranks you for "${p.keyword}"` : p.source === 'own' ? shortUrl(p.url) : null,
    failed,
    words: failed ? null : p.wordCount,
    headings: failed ? '–' : `${h.h1 ?? 0} / ${h.h2 ?? 0} / ${h.h3 ?? 0}`,
    schema: failed ? '–' : p.schemaTypes.join(', ') || 'none',
    links: failed ? null : p.internalLinks,
    bytes: failed ? null : p.bytes,
    loadMs: failed ? null : p.loadMs,
  };
}

export function ComparisonTable({
  own,
  competitors,
  median,
}: {
  own: CompetitivePage | null;
  competitors: CompetitivePage[];
  median: CompetitiveMedian;
}) {
  const rows: Row[] = [
    ...(own ? [rowOf(own, 'Your page')] : []),
    ...competitors.map((c) => rowOf(c, shortUrl(c.url))),
  ];
  const cell = 'px-3 py-2 text-right tabular-nums';
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">Your page, each competitor and the competitors' median</caption>
        <thead className="bg-muted/40 text-left text-xs uppercase text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              Page
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Words
            </th>
            <th scope="col" className="px-3 py-2 text-right" title="H1 / H2 / H3">
              Headings (H1/H2/H3)
            </th>
            <th scope="col" className="px-3 py-2">
              Schema types
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Internal links
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Size
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Load
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr
              key={r.key}
              className={i === 0 && own ? 'bg-primary/5 font-medium' : 'border-t border-border'}
            >
              <th scope="row" className="max-w-xs px-3 py-2 text-left font-normal">
                <span className="block truncate">{r.label}</span>
                {r.sub && <span className="block truncate text-xs text-muted-foreground">{r.sub}</span>}
                {r.failed && <span className="block text-xs text-red-300">Not read: {r.failed}</span>}
              </th>
              <td className={cell}>{formatCount(r.words)}</td>
              <td className={cell}>{r.headings}</td>
              <td className="px-3 py-2 text-xs">{r.schema}</td>
              <td className={cell}>{formatCount(r.links)}</td>
              <td className={cell}>{r.bytes === null ? '–' : formatBytes(r.bytes)}</td>
              <td className={cell}>{r.loadMs === null ? '–' : `${formatCount(r.loadMs)} ms`}</td>
            </tr>
          ))}
          <tr className="border-t-2 border-border text-muted-foreground">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              Competitors' median
            </th>
            <td className={cell}>{formatCount(median.wordCount)}</td>
            <td className={cell}>
              {median.h2 === null ? '–' : `– / ${formatCount(median.h2)} / ${formatCount(median.h3)}`}
            </td>
            <td className="px-3 py-2 text-xs">
              {median.schemaTypes === null ? '–' : `${formatCount(median.schemaTypes)} types`}
            </td>
            <td className={cell}>{formatCount(median.internalLinks)}</td>
            <td className={cell}>{median.bytes === null ? '–' : formatBytes(median.bytes)}</td>
            <td className={cell}>{median.loadMs === null ? '–' : `${formatCount(median.loadMs)} ms`}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
