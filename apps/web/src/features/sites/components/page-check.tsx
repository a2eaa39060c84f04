import type { PagePreview } from '@sdp/shared';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';

const pct = (n: number) => `${Math.round(Math.max(0, Math.min(1, n)) * 100)}%`;

/**
 * The draft's word count (at once) and its similarity to the site's other pages (from the server,
 * a moment after typing stops), with a clear warning over the threshold. A polite live region.
 */
export function PageCheck({
  words,
  preview,
  pending,
  error,
  problems,
}: {
  words: number;
  preview: PagePreview | undefined;
  pending: boolean;
  error: unknown;
  /** What the draft still lacks (checked here before asking the server). */
  problems: string[];
}) {
  const over = !!preview?.overThreshold;
  return (
    <div
      aria-live="polite"
      data-testid="page-check"
      data-over={over ? 'true' : 'false'}
      className={cn(
        'rounded-lg border p-3 text-sm',
        over ? 'border-amber-500/50 bg-amber-500/10' : 'border-border bg-background/40',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span data-testid="page-words">
          <strong className="tabular-nums">{formatCount(words)}</strong> words
        </span>
        {problems.length ? null : preview ? (
          <span className="flex items-center gap-1.5" data-testid="page-similarity">
            {over ? (
              <TriangleAlert className="size-4 text-amber-300" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="size-4 text-emerald-300" aria-hidden="true" />
            )}
            {preview.closestPath
              ? `Closest page ${preview.closestPath}: ${pct(preview.maxSimilarity)} similar (limit ${pct(preview.threshold)})`
              : 'No other page to compare with'}
          </span>
        ) : null}
        {pending && !problems.length && <Spinner size="sm" text="Checking…" className="flex-row" />}
      </p>
      {problems.length > 0 && (
        <p className="mt-1 text-amber-200">To fix before saving: {problems.slice(0, 3).join('; ')}.</p>
      )}
      {!problems.length && error ? <p className="mt-1 text-red-300">{errorMessage(error)}</p> : null}
      {over && !problems.length && (
        <p className="mt-1 font-medium text-amber-200" role="alert">
          This page reads too much like {preview?.closestPath}. Search engines may treat near-duplicate pages
          as one: reword it until it is under the limit before you save.
        </p>
      )}
    </div>
  );
}
