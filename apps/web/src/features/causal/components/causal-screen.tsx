import { CAUSAL_METRICS, type CausalMetric } from '@sdp/shared';
import { GitBranch } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCausalRefresh, useInterventions } from '../api/causal';
import { METRIC_LABELS } from '../lib/reading';
import { EstimatePanel } from './estimate-panel';
import { InterventionList } from './intervention-list';

const isMetric = (v: string | null): v is CausalMetric =>
  (CAUSAL_METRICS as readonly string[]).includes(v ?? '');

/** /intelligence/causal (docs/causal.md): what each change did, against a counterfactual. */
export function CausalScreen() {
  const [params, setParams] = useSearchParams();
  const siteId = params.get('siteId') ?? undefined;
  const metricParam = params.get('metric');
  const metric: CausalMetric = isMetric(metricParam) ? metricParam : 'visitors';
  const list = useInterventions(siteId, metric);
  useCausalRefresh();
  const set = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const interventions = list.data?.interventions ?? [];
  const selected =
    params.get('intervention') ??
    interventions.find((i) => i.estimate.status === 'ok')?.id ??
    interventions[0]?.id ??
    null;

  return (
    <div data-testid="screen" data-screen="causal">
      <PageHeader
        title="Causal Analysis"
        description="What each deploy, rollback, implemented opportunity and content page did to a site, measured against what the team's untouched sites say would have happened without it."
      />
      <div className="mb-6 flex flex-wrap gap-4">
        <div className="w-64">
          <label htmlFor="causal-site" className="mb-1 block text-sm font-medium">
            Site
          </label>
          <Select
            id="causal-site"
            value={siteId ?? ''}
            onChange={(e) => set('siteId', e.target.value || null)}
          >
            <option value="">All sites</option>
            {(list.data?.sites ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-56">
          <label htmlFor="causal-metric" className="mb-1 block text-sm font-medium">
            Metric
          </label>
          <Select id="causal-metric" value={metric} onChange={(e) => set('metric', e.target.value)}>
            {CAUSAL_METRICS.map((m) => (
              <option key={m} value={m}>
                {METRIC_LABELS[m]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {list.isPending ? (
        <Skeleton className="h-64" />
      ) : list.isError ? (
        <RetryAlert
          message="Could not load the interventions"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : interventions.length === 0 ? (
        <EmptyState
          icon={GitBranch}
          title="No interventions yet"
          action={
            <Button asChild>
              <Link to={paths.deployment}>Go to deployments</Link>
            </Button>
          }
        >
          Every version of a hosted site that goes live is an intervention: a deploy, a rollback, an
          implemented SEO opportunity or a page from the content generator. Its effect is estimated once the
          site has at least 21 days of visits before it and 7 whole days after, and the team has another site
          with data that was left alone meanwhile to compare with.
        </EmptyState>
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <InterventionList
            interventions={interventions}
            metric={metric}
            selected={selected}
            onSelect={(id) => set('intervention', id)}
          />
          {selected && <EstimatePanel id={selected} metric={metric} />}
        </div>
      )}
    </div>
  );
}
