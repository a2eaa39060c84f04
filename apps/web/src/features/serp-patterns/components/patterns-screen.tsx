import { CITY_SIZES, type CitySize, type PatternsReport } from '@sdp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Brain } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatCount, formatDay, formatShare, plural } from '@/lib/format';
import { useRealtimeEvent } from '@/lib/realtime';
import { serpPatternsKeys, usePatterns } from '../api/serp-patterns';
import { GroupCard } from './group-card';
import { providerLabel } from './labels';
import { SnapshotDialog } from './snapshot-dialog';

const isCitySize = (v: string | null): v is CitySize => (CITY_SIZES as readonly string[]).includes(v ?? '');

function Coverage({ report }: { report: PatternsReport }) {
  const c = report.coverage;
  return (
    <p className="text-sm text-muted-foreground" data-testid="coverage">
      {plural(c.snapshots, 'results page')}, {plural(c.keywords, 'keyword')}, {plural(c.days, 'day')}
      {c.firstDay && c.lastDay ? ` (${formatDay(c.firstDay)} to ${formatDay(c.lastDay)})` : ''} · sources:{' '}
      {c.providers.map((p) => `${providerLabel(p.provider)} ${formatCount(p.snapshots)}`).join(', ') ||
        'none'}
      {c.capped
        ? ` · the newest ${formatCount(c.snapshots)} of the last ${c.windowDays} days`
        : ` · last ${c.windowDays} days`}
    </p>
  );
}

function GscTable({ gsc }: { gsc: PatternsReport['gsc'] }) {
  if (gsc.rows === 0) return null;
  return (
    <section aria-label="Search Console" className="rounded-xl border border-border p-4">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-sm font-medium">
          Which of your pages win clicks (Search Console, {plural(gsc.rows, 'row')})
        </caption>
        <thead className="text-left text-xs uppercase text-muted-foreground">
          <tr>
            {['Page type', 'Pages', 'Queries', 'Clicks', 'Impressions', 'CTR', 'Mean position'].map((h) => (
              <th key={h} scope="col" className="py-1 pr-4">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border tabular-nums">
          {gsc.pageTypes.map((p) => (
            <tr key={p.id}>
              <th scope="row" className="py-2 pr-4 font-normal">
                {p.label}
              </th>
              <td className="py-2 pr-4">{formatCount(p.pages)}</td>
              <td className="py-2 pr-4">{formatCount(p.queries)}</td>
              <td className="py-2 pr-4">{formatCount(p.clicks)}</td>
              <td className="py-2 pr-4">{formatCount(p.impressions)}</td>
              <td className="py-2 pr-4">{formatShare(p.ctr)}</td>
              <td className="py-2 pr-4">{p.position === null ? '–' : `#${p.position}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /intelligence/patterns (docs/serp-patterns.md). */
export function PatternsScreen() {
  const [params, setParams] = useSearchParams();
  const verticalSlug = params.get('verticalSlug') || undefined;
  const rawSize = params.get('citySize');
  const citySize = isCitySize(rawSize) ? rawSize : undefined;
  const report = usePatterns({ verticalSlug, citySize });
  const [open, setOpen] = useState<string | null>(null);
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: serpPatternsKeys.all });
  useRealtimeEvent('engine:status', (p) => {
    if (p.engineId === 'serp-patterns') refresh();
  });
  useRealtimeEvent('rankings:check-completed', refresh);
  const verticalId = useId();
  const sizeId = useId();
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const data = report.data;
  const filtered = Boolean(verticalSlug || citySize);

  return (
    <div data-testid="screen" data-screen="serp-patterns">
      <PageHeader
        title="Pattern Recognition"
        description="What the top 3 results of your tracked keywords have in common against positions 4-10: titles, page types, result features and the map pack, per vertical and city size."
      />
      {data && (data.coverage.snapshots > 0 || filtered) && (
        <div className="mb-6 space-y-3">
          <div className="flex flex-wrap items-end gap-4">
            <div className="w-56 space-y-1">
              <Label htmlFor={verticalId}>Vertical</Label>
              <Select
                id={verticalId}
                value={verticalSlug ?? ''}
                onChange={(e) => setFilter('verticalSlug', e.target.value)}
              >
                <option value="">All verticals</option>
                {data.options.verticals.map((v) => (
                  <option key={v.slug} value={v.slug}>
                    {v.name} ({formatCount(v.snapshots)})
                  </option>
                ))}
              </Select>
            </div>
            <div className="w-56 space-y-1">
              <Label htmlFor={sizeId}>City size</Label>
              <Select
                id={sizeId}
                value={citySize ?? ''}
                onChange={(e) => setFilter('citySize', e.target.value)}
              >
                <option value="">All city sizes</option>
                {data.options.citySizes
                  .filter((s) => s.id !== 'unknown')
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label} ({formatCount(s.snapshots)})
                    </option>
                  ))}
              </Select>
            </div>
          </div>
          <Coverage report={data} />
          {data.coverage.providers.some((p) => p.provider === 'demo') && (
            <p className="text-xs text-muted-foreground">
              Pages from the demo portfolio are synthetic (demo): built to show the screen, not read from
              Google.
            </p>
          )}
        </div>
      )}
      {report.isPending && <Skeleton className="h-64" />}
      {report.isError && (
        <RetryAlert
          message="Could not load the SERP patterns"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      )}
      {data && data.coverage.snapshots === 0 && !filtered && (
        <EmptyState
          icon={Brain}
          title="No search results pages stored yet"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={paths.settingsProviders}>Add a SERP provider</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.monitoring}>Track keywords</Link>
              </Button>
            </div>
          }
        >
          Patterns are learned from the results pages your rank checks read: add a DataForSEO key in Settings
          → Providers and track keywords on your sites, and each check keeps the page it saw. A Search Console
          import on /monitoring shows which of your own pages win clicks.
        </EmptyState>
      )}
      {data && data.coverage.snapshots === 0 && filtered && (
        <EmptyState icon={Brain} title="No results pages for these filters">
          Choose another vertical or city size, or track keywords of sites in this market.
        </EmptyState>
      )}
      {data && (
        <div className="space-y-6">
          {data.groups.map((g) => (
            <GroupCard key={`${g.verticalSlug}-${g.citySize}`} group={g} onOpen={setOpen} />
          ))}
          <GscTable gsc={data.gsc} />
        </div>
      )}
      <SnapshotDialog id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
