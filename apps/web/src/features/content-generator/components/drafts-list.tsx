import { FileText, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteDraft, useDrafts } from '../api/content-generator';

/** The team's previous drafts: open one, or delete it. */
export function DraftsList({
  selected,
  onOpen,
}: {
  selected: string | null;
  onOpen: (id: string | null) => void;
}) {
  const drafts = useDrafts();
  const remove = useDeleteDraft();
  if (drafts.isPending) return <Skeleton className="h-24" />;
  if (drafts.isError)
    return (
      <RetryAlert
        message="Could not load the drafts"
        error={drafts.error}
        onRetry={() => void drafts.refetch()}
      />
    );
  if (!drafts.data.length)
    return (
      <EmptyState icon={FileText} title="No drafts yet">
        Write a page above for a keyword and a place: each draft is kept here with its scores, for your team.
      </EmptyState>
    );
  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {drafts.data.map((d) => (
        <li key={d.id} className="flex items-center gap-2 pr-2">
          <button
            type="button"
            aria-current={d.id === selected ? 'true' : undefined}
            className="flex min-w-0 flex-1 items-center justify-between gap-4 px-4 py-3 text-left hover:bg-muted/40 focus-visible:outline-2 aria-[current=true]:bg-muted/40"
            onClick={() => onOpen(d.id)}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">“{d.keyword}”</span>
              <span className="block truncate text-xs text-muted-foreground">
                {d.place ? `${d.place.name}, ${d.place.state} · ` : ''}
                {d.writer} · {d.status === 'saved' ? `saved at ${d.savedPath}` : 'draft'}
              </span>
            </span>
            <span className="text-right text-sm">
              <span className="font-semibold">{d.overall}</span>
              <span className="block text-xs text-muted-foreground">
                {new Date(d.updatedAt).toLocaleString()}
              </span>
            </span>
          </button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Delete the draft for ${d.keyword}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(d.id, { onSuccess: () => d.id === selected && onOpen(null) })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
