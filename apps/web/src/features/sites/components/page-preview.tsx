import type { Site, SiteVersion } from '@sdp/shared';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import { usePages } from '../api/get-pages';

/** (Keyed by version id where used, so the choice resets.) The pages of a version (title, path, words, variant) and an iframe preview of the chosen one. */
export function PagePreview({ site, version }: { site: Site; version: SiteVersion }) {
  const pages = usePages(site.id, version.id);
  const [selected, setSelected] = useState<string | null>(null);
  const list = pages.data ?? [];
  const current = list.find((p) => p.path === selected) ?? list[0];

  if (pages.isPending)
    return (
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    );
  if (pages.isError)
    return (
      <p role="alert" className="text-sm text-red-300">
        Could not load the pages:{' '}
        {pages.error instanceof ApiError ? pages.error.message : errorMessage(pages.error)}
      </p>
    );
  if (!list.length) return <p className="text-sm text-muted-foreground">This version has no pages.</p>;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className="min-w-0">
        <h3 className="mb-2 text-sm font-medium">
          Pages <span className="text-muted-foreground">({list.length})</span>
        </h3>
        <ul className="max-h-[32rem] space-y-1 overflow-y-auto pr-1" data-testid="page-list">
          {list.map((p) => {
            const active = p === current;
            return (
              <li key={p.path}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => setSelected(p.path)}
                  className={cn(
                    'w-full rounded-md border border-transparent px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active && 'border-violet-400/60 bg-violet-500/10',
                  )}
                >
                  <span className="block truncate font-medium">{p.title}</span>
                  <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                    <span className="truncate font-mono">{p.path}</span>
                    <span>{formatCount(p.words)} words</span>
                    <span>variant {p.variant}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="min-w-0">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 className="truncate text-sm font-medium">Preview: {current?.title}</h3>
          {current?.previewUrl && (
            <a
              href={current.previewUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex shrink-0 items-center gap-1 text-xs text-blue-300 hover:underline"
            >
              Open in a new tab
              <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          )}
        </div>
        {current?.previewUrl ? (
          <iframe
            key={current.previewUrl}
            title={`Preview of ${current.title}`}
            src={current.previewUrl}
            sandbox="allow-same-origin"
            className="h-[32rem] w-full rounded-lg border border-border bg-white"
            data-testid="page-preview"
          />
        ) : (
          <p className="text-sm text-muted-foreground">No preview URL for this page.</p>
        )}
      </div>
    </div>
  );
}
