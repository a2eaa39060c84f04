import { Download, FileSearch, Plus, SearchX } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { plural } from '@/lib/format';
import { type ExportFormat, useExportSeoOpportunities } from '../api/export-opportunities';
import { useSeoOpportunities } from '../api/get-opportunities';
import { useOpportunityPushes } from '../hooks/use-opportunity-pushes';
import { isFiltered, listQuery, type OpportunityFilters, parseFilters, writeFilters } from '../lib/filters';
import { FAILURES, failureText } from '../lib/format';
import { BulkBar } from './bulk-bar';
import { NewOpportunityDialog } from './new-opportunity-dialog';
import { OpportunityFiltersBar } from './opportunity-filters';
import { OpportunityRow } from './opportunity-row';
import { SeoOpportunityDetail } from './seo-opportunity-detail';

/** The search param naming the opportunity open in the side panel. */
export const OPEN_PARAM = 'opportunity';

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" data-testid="opportunities-loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}

/**
 * A website's SEO opportunities (docs/product/screens.md#seo-opportunities): filters in the address,
 * the list sorted by score, bulk dismiss / reopen, export, a manual "New opportunity", and the
 * detail in a side panel (`?opportunity=<id>`). Give the hosted site's `websiteId`, or the project.
 */
export function SeoOpportunitiesPanel({ projectId, websiteId }: { projectId?: string; websiteId?: string }) {
  const idPrefix = useId();
  const scope = useMemo(() => ({ projectId, websiteId }), [projectId, websiteId]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const query = useMemo(() => listQuery(scope, filters), [scope, filters]);
  const list = useSeoOpportunities(query, !!(projectId || websiteId));
  const exporter = useExportSeoOpportunities();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [creating, setCreating] = useState(false);
  useOpportunityPushes();

  const openId = params.get(OPEN_PARAM);
  const setOpen = useCallback(
    (id: string | null) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (id) next.set(OPEN_PARAM, id);
        else next.delete(OPEN_PARAM);
        return next;
      }),
    [setParams],
  );
  const onFilters = (patch: Partial<OpportunityFilters>) => {
    setSelected(new Set());
    setParams((p) => writeFilters({ ...parseFilters(p), ...patch }, p), { replace: true });
  };
  const onClear = () =>
    onFilters({ category: null, difficulty: null, status: null, quickWins: false, automated: false });

  // A hosted site gets its project (and first crawl) when it is published; until then the server
  // knows no such website: that is "none yet", not a failure.
  const notCrawled = !!websiteId && list.error instanceof ApiError && list.error.status === 404;
  const items = list.data?.items ?? [];
  const visibleSelected = items.filter((o) => selected.has(o.id)).map((o) => o.id);
  const allSelected = items.length > 0 && visibleSelected.length === items.length;
  const quickWins = items.filter((o) => o.quickWin && o.status === 'open').length;
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const exportAs = (format: ExportFormat) => exporter.mutate({ scope, format });

  return (
    <Card className="min-w-0" data-testid="seo-opportunities-panel">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle className="text-base">SEO opportunities</CardTitle>
          <CardDescription>
            {list.data && list.data.total > 0
              ? `${plural(list.data.total, 'opportunity', 'opportunities')}${
                  quickWins ? ` · ${plural(quickWins, 'open quick win')}` : ''
                }`
              : 'What to improve on this website, scored by expected effect and effort'}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {(['csv', 'json'] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              size="sm"
              disabled={exporter.isPending}
              aria-busy={exporter.isPending && exporter.variables?.format === format}
              onClick={() => exportAs(format)}
            >
              <Download aria-hidden="true" />
              {exporter.isPending && exporter.variables?.format === format
                ? 'Exporting…'
                : `Export ${format.toUpperCase()}`}
            </Button>
          ))}
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New opportunity
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <OpportunityFiltersBar filters={filters} onChange={onFilters} onClear={onClear} idPrefix={idPrefix} />
        {exporter.isError && (
          <Alert variant="error" data-testid="export-error">
            {failureText(exporter.error, FAILURES.export)}
          </Alert>
        )}
        {visibleSelected.length > 0 && (
          <BulkBar ids={visibleSelected} onDone={() => setSelected(new Set())} />
        )}
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && !notCrawled ? (
          <Alert variant="error" data-testid="opportunities-error">
            {FAILURES.fetch}: {failureText(list.error, '')}{' '}
            <button type="button" className="underline" onClick={() => void list.refetch()}>
              Try again
            </button>
          </Alert>
        ) : items.length === 0 ? (
          isFiltered(filters) && !notCrawled ? (
            <EmptyState
              icon={SearchX}
              title="No opportunities match these filters"
              action={
                <Button variant="outline" onClick={onClear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState icon={FileSearch} title="No opportunities yet">
              Opportunities appear after the first crawl of this website.
            </EmptyState>
          )
        ) : (
          <div>
            <label className="flex items-center gap-3 border-b border-border px-1 pb-2 text-xs text-muted-foreground">
              <input
                type="checkbox"
                className="size-4 accent-blue-500"
                checked={allSelected}
                onChange={(e) => setSelected(e.target.checked ? new Set(items.map((o) => o.id)) : new Set())}
              />
              {allSelected ? 'Deselect all' : `Select all ${items.length}`}
            </label>
            {list.data && list.data.total > items.length && (
              <p className="pt-2 text-xs text-muted-foreground">
                Showing the first {items.length} of {list.data.total}; narrow the filters to see the rest.
              </p>
            )}
            <ul aria-label="SEO opportunities" data-testid="opportunities-list">
              {items.map((o) => (
                <OpportunityRow
                  key={o.id}
                  opportunity={o}
                  active={o.id === openId}
                  selected={selected.has(o.id)}
                  onSelect={(on) => toggle(o.id, on)}
                  onOpen={() => setOpen(o.id)}
                />
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      <NewOpportunityDialog
        open={creating}
        onClose={() => setCreating(false)}
        scope={scope}
        onCreated={setOpen}
      />
      {openId && <SeoOpportunityDetail key={openId} id={openId} onClose={() => setOpen(null)} />}
    </Card>
  );
}
