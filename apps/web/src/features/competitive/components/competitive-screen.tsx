import type { CompetitiveDetail, CompetitiveProject } from '@sdp/shared';
import { RefreshCw, Swords } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useRealtimeEvent } from '@/lib/realtime';
import { useCompetitive, useRefreshCompetitors } from '../api/competitive';
import { ActionsList } from './actions-list';
import { ComparisonTable } from './comparison-table';

const WordChart = lazy(() => import('./word-chart'));

/** The project shown: the one in ?projectId, else the first with competitors, else the first. */
function pick(projects: CompetitiveProject[], wanted: string | null): CompetitiveProject | null {
  return (
    projects.find((p) => p.id === wanted) ??
    projects.find((p) => p.competitorUrls.length > 0 || p.pagesFetched > 0) ??
    projects[0] ??
    null
  );
}

function Detail({ detail }: { detail: CompetitiveDetail }) {
  const p = detail.project;
  if (detail.competitors.length === 0) {
    return (
      <EmptyState
        icon={Swords}
        title={p.competitorUrls.length ? 'Competitors not fetched yet' : 'No competitors for this project'}
        action={
          p.competitorUrls.length ? undefined : (
            <Button asChild variant="outline">
              <Link to={paths.project(p.id)}>Add competitors to {p.name}</Link>
            </Button>
          )
        }
      >
        {p.competitorUrls.length
          ? `Refresh to fetch ${p.competitorUrls.length} competitor page${p.competitorUrls.length === 1 ? '' : 's'} and your page, and compare them.`
          : "Add competitor URLs to the project's settings (or track keywords with a SERP provider: the pages that outrank you are compared too)."}
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      {!detail.own && (
        <Alert variant="info">Your page ({p.url}) has not been read yet: refresh to compare it.</Alert>
      )}
      {detail.own && !detail.own.hasText && (
        <Alert variant="info">
          Your page comes from its last crawl, which keeps no text: keyword coverage is compared after a
          refresh.
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle>What to add first</CardTitle>
          <CardDescription>
            Gaps ranked by score = 100 × impact ÷ effort; impact is the share of competitors doing it × how
            large the difference is × the kind's weight.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ActionsList actions={detail.actions} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your page against the competitors</CardTitle>
          <CardDescription>
            {detail.fetchedAt ? `Fetched ${formatDateTime(detail.fetchedAt)}.` : 'Not fetched yet.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ComparisonTable own={detail.own} competitors={detail.competitors} median={detail.median} />
          <Suspense fallback={<Skeleton className="h-56" />}>
            <WordChart own={detail.own} competitors={detail.competitors} />
          </Suspense>
        </CardContent>
      </Card>
      {detail.gaps.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Gaps</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm">
              {detail.gaps.map((g) => (
                <li key={g.id}>
                  <span className="font-medium">{g.title}</span>
                  {g.items.length > 0 && g.kind !== 'schema' && (
                    <span className="text-muted-foreground"> ({g.items.join(', ')})</span>
                  )}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/** /intelligence/competitive and /opportunities/competitors (docs/competitive.md). */
export function CompetitiveScreen({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('projectId');
  const list = useCompetitive(null);
  const chosen = list.data ? pick(list.data.projects, wanted) : null;
  const one = useCompetitive(chosen?.id ?? null);
  const refresh = useRefreshCompetitors();
  useRealtimeEvent('engine:status', (e) => {
    if ((e as { engineId?: string }).engineId === 'competitive') void one.refetch();
  });

  const header = (actions?: ReactNode) => (
    <PageHeader
      title={title}
      description="Your page against the competitor pages of your projects and the pages that outrank you: the gaps, and what to add first."
      actions={actions}
    />
  );

  if (list.isPending) {
    return (
      <div data-testid="screen" data-screen="competitive">
        {header()}
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div data-testid="screen" data-screen="competitive">
        {header()}
        <RetryAlert
          message="Could not load the competitors"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  }
  const { projects, usage } = list.data;
  if (!chosen) {
    return (
      <div data-testid="screen" data-screen="competitive">
        {header()}
        <EmptyState
          icon={Swords}
          title="No projects to compare yet"
          action={
            <Button asChild>
              <Link to={paths.newProject}>Add a project with competitors</Link>
            </Button>
          }
        >
          Create a project for your site with the URLs of its competitors and your keywords: their pages are
          fetched and compared with yours here.
        </EmptyState>
      </div>
    );
  }
  const detail = one.data?.detail ?? null;
  const canRefresh = chosen.competitorUrls.length > 0 || chosen.pagesFetched > 0;
  return (
    <div data-testid="screen" data-screen="competitive">
      {header(
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor="competitive-project">Project</Label>
            <Select
              id="competitive-project"
              value={chosen.id}
              onChange={(e) => setParams({ projectId: e.target.value })}
            >
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </div>
          <Button
            onClick={() => refresh.mutate(chosen.id)}
            disabled={refresh.isPending || !canRefresh}
            aria-describedby="competitive-usage"
          >
            {refresh.isPending ? <Spinner size="sm" /> : <RefreshCw className="size-4" aria-hidden="true" />}
            {refresh.isPending ? 'Fetching pages…' : 'Refresh'}
          </Button>
        </div>,
      )}
      <p id="competitive-usage" className="-mt-6 mb-6 text-xs text-muted-foreground">
        Up to {usage.pagesPerRefresh} competitor pages and your page per refresh; {usage.usedThisHour} of{' '}
        {usage.pagesPerHour} pages fetched this hour.
      </p>
      {refresh.isPending && (
        <Alert variant="info">
          Fetching your page and up to {usage.pagesPerRefresh} competitor pages; this can take half a minute.
        </Alert>
      )}
      {refresh.isError && <Alert variant="error">Refresh failed: {errorMessage(refresh.error)}</Alert>}
      {refresh.isSuccess && (
        <Alert variant="success">
          {refresh.data.fetched} pages read
          {refresh.data.failed ? `, ${refresh.data.failed} could not be read` : ''}.
        </Alert>
      )}
      <div className="mt-4">
        {one.isPending ? (
          <Skeleton className="h-64" />
        ) : one.isError ? (
          <RetryAlert
            message="Could not load the comparison"
            error={one.error}
            onRetry={() => void one.refetch()}
          />
        ) : detail ? (
          <Detail detail={detail} />
        ) : null}
      </div>
    </div>
  );
}
