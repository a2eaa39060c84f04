import type { CampaignKind } from '@sdp/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { savedOpportunitiesQueryOptions } from '@/features/discovery';
import { useAutomatedOpportunities } from '../api/campaigns';

interface Choice {
  id: string;
  label: string;
  detail: string;
}

function Choices({
  choices,
  selected,
  onChange,
}: {
  choices: Choice[];
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const all = choices.length > 0 && choices.every((c) => selected.includes(c.id));
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Items</legend>
      <label className="flex items-center gap-2 text-sm text-muted-foreground">
        <input type="checkbox" checked={all} onChange={() => onChange(all ? [] : choices.map((c) => c.id))} />
        Select all ({choices.length})
      </label>
      <ul className="max-h-72 divide-y divide-border overflow-y-auto rounded-lg border border-border">
        {choices.map((c) => (
          <li key={c.id}>
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted/40">
              <input
                type="checkbox"
                checked={selected.includes(c.id)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...selected, c.id] : selected.filter((x) => x !== c.id))
                }
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium">{c.label}</span>
                <span className="block truncate text-xs text-muted-foreground">{c.detail}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Markets from the team's saved opportunities, or the team's automated SEO opportunities. */
export function ItemPicker({
  kind,
  selected,
  onChange,
}: {
  kind: CampaignKind;
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const saved = useQuery({ ...savedOpportunitiesQueryOptions(), enabled: kind === 'markets' });
  const seo = useAutomatedOpportunities(kind === 'opportunities');
  const q = kind === 'markets' ? saved : seo;
  if (q.isPending) return <Skeleton className="h-40" />;
  if (q.isError) {
    return (
      <RetryAlert
        message="Could not load what to pick from"
        error={q.error}
        onRetry={() => void q.refetch()}
      />
    );
  }
  const choices: Choice[] =
    kind === 'markets'
      ? (saved.data ?? []).map((o) => ({
          id: o.id,
          label: `${o.vertical} in ${o.location.city}, ${o.location.state}`,
          detail: `$${o.payout} a lead · ${o.monthlySearches.toLocaleString()} searches a month (estimate)`,
        }))
      : (seo.data?.items ?? []).map((o) => ({
          id: o.id,
          label: o.title,
          detail: `${o.category} · ${o.difficulty} · score ${o.score}`,
        }));
  if (choices.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        {kind === 'markets' ? (
          <>
            No saved markets yet. Save markets in{' '}
            <Link className="underline" to={paths.discovery}>
              discovery
            </Link>{' '}
            and they appear here.
          </>
        ) : (
          <>
            No open automated SEO opportunities. They come from crawls of your hosted sites in{' '}
            <Link className="underline" to={paths.projects}>
              projects
            </Link>
            .
          </>
        )}
      </p>
    );
  }
  return <Choices choices={choices} selected={selected} onChange={onChange} />;
}
