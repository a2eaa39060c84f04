import { MESSAGES } from '@sdp/shared';
import { Download, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { DataNote, QueryError, useVerticals } from '@/features/discovery';
import { formatCount, formatUsd } from '@/lib/format';
import { useKeywordIdeas } from '../api/get-keyword-ideas';
import { buildKeywordCsv, csvFileName, downloadText } from '../lib/keyword-csv';
import { DEFAULT_KEYWORD_SORT, type KeywordSort, nextSort, sortKeywords } from '../lib/sort-keywords';
import { KeywordTable } from './keyword-table';
import { type PickedPlace, PlaceCombobox } from './place-combobox';

/** Keyword ideas for a vertical in a place, with estimated volume, intent, difficulty and value. */
export function KeywordFinderScreen() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const vertical = params.get('vertical') ?? '';
  const placeId = params.get('place') ?? '';
  const place: PickedPlace | null = placeId ? { placeId, label: params.get('placeName') ?? placeId } : null;
  const verticals = useVerticals();
  const ideas = useKeywordIdeas(vertical, placeId);
  const [sort, setSort] = useState<KeywordSort>(DEFAULT_KEYWORD_SORT);
  const rows = useMemo(() => sortKeywords(ideas.data?.items ?? [], sort), [ideas.data, sort]);
  const verticalName = verticals.data?.find((v) => v.slug === vertical)?.name ?? vertical;
  const totalValue = rows.reduce((s, r) => s + r.value, 0);

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(patch)) v ? next.set(k, v) : next.delete(k);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div>
          <Label htmlFor={`${id}-v`} className="mb-1.5 block text-xs text-muted-foreground">
            Vertical
          </Label>
          <Select id={`${id}-v`} value={vertical} onChange={(e) => update({ vertical: e.target.value })}>
            <option value="">Choose a service</option>
            {verticals.data?.map((v) => (
              <option key={v.slug} value={v.slug}>
                {v.name}
              </option>
            ))}
          </Select>
        </div>
        <PlaceCombobox
          value={place}
          onChange={(p) => update({ place: p?.placeId ?? null, placeName: p?.label ?? null })}
        />
      </div>
      {verticals.isError && (
        <QueryError
          title={MESSAGES.fetchOpportunitiesFailed}
          error={verticals.error}
          onRetry={() => verticals.refetch()}
        />
      )}

      {!vertical || !placeId ? (
        <EmptyState icon={Search} title="Pick a service and a place">
          Keyword ideas combine the service's keywords with its modifiers and the place, plus the questions
          and near-me searches people use, each with estimated volume, intent, difficulty and value.
        </EmptyState>
      ) : ideas.isError ? (
        <QueryError
          title={MESSAGES.fetchOpportunitiesFailed}
          error={ideas.error}
          onRetry={() => ideas.refetch()}
        />
      ) : ideas.isPending ? (
        <div className="space-y-2" data-testid="keyword-ideas-loading">
          <span role="status" className="sr-only">
            Loading keyword ideas
          </span>
          {['a', 'b', 'c', 'd', 'e'].map((k) => (
            <Skeleton key={k} className="h-10" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon={Search} title="No keyword ideas">
          There are no keyword ideas for {verticalName} in {place?.label}.
        </EmptyState>
      ) : (
        <section aria-labelledby={`${id}-r`} className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id={`${id}-r`} className="text-lg font-semibold">
                {rows.length} ideas for {verticalName} in {place?.label}
              </h2>
              <p className="text-sm text-muted-foreground">
                {formatCount(rows.reduce((s, r) => s + r.monthlySearches, 0))} searches and{' '}
                {formatUsd(totalValue)} a month in value at the target position, estimated.
              </p>
            </div>
            <Button
              variant="outline"
              onClick={() =>
                downloadText(buildKeywordCsv(rows), csvFileName(verticalName, place?.label ?? ''))
              }
            >
              <Download aria-hidden="true" />
              Export CSV
            </Button>
          </div>
          <DataNote note={ideas.data.dataNote} />
          <KeywordTable rows={rows} sort={sort} onSort={(key) => setSort((s) => nextSort(s, key))} />
        </section>
      )}
    </div>
  );
}
