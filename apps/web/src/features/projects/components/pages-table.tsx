import { PAGE_STATUS_CLASSES } from '@sdp/shared';
import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBytes } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useCrawlPages } from '../api/crawls';

const PAGE = 50;
type StatusClass = (typeof PAGE_STATUS_CLASSES)[number];

const statusTone = (code: number) =>
  code === 0 || code >= 500
    ? 'text-red-400'
    : code >= 400
      ? 'text-amber-400'
      : code >= 300
        ? 'text-blue-300'
        : 'text-emerald-400';

/** The pages a crawl fetched: status filter, text search, paged. */
export function PagesTable({ crawlId }: { crawlId: string }) {
  const [status, setStatus] = useState<StatusClass | undefined>();
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const pages = useCrawlPages(crawlId, { status, q: q.trim() || undefined, limit: PAGE, offset });
  const total = pages.data?.total ?? 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Input
          aria-label="Search pages by URL or title"
          placeholder="Search URL or title"
          value={q}
          className="max-w-xs"
          onChange={(e) => {
            setQ(e.target.value);
            setOffset(0);
          }}
        />
        <Select
          aria-label="Status"
          className="w-40"
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as StatusClass | undefined);
            setOffset(0);
          }}
        >
          <option value="">Any status</option>
          {PAGE_STATUS_CLASSES.map((s) => (
            <option key={s} value={s}>
              {s === 'failed' ? 'Failed' : s}
            </option>
          ))}
        </Select>
      </div>
      {pages.isPending && <Skeleton className="h-40 w-full" />}
      {pages.isError && (
        <RetryAlert
          message="Could not load the pages"
          error={pages.error}
          onRetry={() => void pages.refetch()}
        />
      )}
      {pages.data?.items.length === 0 && (
        <EmptyState icon={FileSearch} title="No pages match">
          Change the search or the status filter.
        </EmptyState>
      )}
      {!!pages.data?.items.length && (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  URL
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Depth
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Inlinks
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Words
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Size
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Time
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Issues
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.data.items.map((p) => (
                <tr key={p.url} className="border-b border-border/60 last:border-0">
                  <td className="max-w-md px-3 py-2">
                    <div className="truncate" title={p.url}>
                      {p.url}
                    </div>
                    <div className="truncate text-xs text-muted-foreground">
                      {p.title ?? 'No title'}
                      {!p.indexable && p.statusCode === 200 ? ' · noindex' : ''}
                    </div>
                  </td>
                  <td className={cn('px-3 py-2 font-medium tabular-nums', statusTone(p.statusCode))}>
                    {p.statusCode || 'Failed'}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.depth}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.inlinks}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.wordCount}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatBytes(p.bytes)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.loadMs} ms</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.issues}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > PAGE && (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <span>
            {offset + 1}–{Math.min(total, offset + PAGE)} of {total}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset((o) => Math.max(0, o - PAGE))}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + PAGE >= total}
            onClick={() => setOffset((o) => o + PAGE)}
          >
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
