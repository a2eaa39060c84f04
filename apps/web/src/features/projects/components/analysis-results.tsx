import type { Crawl, CrawlHistoryItem, Project } from '@sdp/shared';
import { Download, ExternalLink, RefreshCw, Square } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatShortDateTime } from '@/lib/format';
import { usePlainWs } from '@/lib/realtime';
import { exportCrawlCsv, useCrawl, useCrawlHistory } from '../api/crawls';
import { useCancelCrawl, useProject, useStartCrawl } from '../api/projects';
import { useCrawlProgress } from '../hooks/use-crawl-progress';
import { SEVERITY_LABELS } from '../lib/score';
import { IssuesPanel } from './issues-panel';
import { PagesTable } from './pages-table';
import { type ResultTab, ResultTabs } from './result-tabs';
import { CategoryScores, ScoreGauge } from './score-gauge';
import { ScoreHistoryChart } from './score-history-chart';

type TabId = 'overview' | 'issues' | 'pages' | 'opportunities';

/** Where another feature's panel goes (the SEO opportunities of this project). */
export type OpportunitiesSlot = (props: { projectId: string; websiteId: string | null }) => ReactNode;

function CrawlProgress({
  crawl,
  onCancel,
  cancelling,
}: {
  crawl: Crawl;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const total = crawl.crawled + crawl.queued;
  return (
    <Card>
      <CardContent className="space-y-2 pt-6">
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-medium">{crawl.status === 'queued' ? 'Waiting to start…' : 'Crawling…'}</span>
          <span className="tabular-nums text-muted-foreground">
            {crawl.crawled} pages crawled{crawl.queued ? `, ${crawl.queued} queued` : ''}
          </span>
        </div>
        <div
          className="h-2 rounded-full bg-muted"
          role="progressbar"
          aria-label="Crawl progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={crawl.progress}
        >
          <div
            className="h-2 rounded-full bg-primary transition-all"
            style={{ width: `${total ? crawl.progress : 2}%` }}
          />
        </div>
        <div className="flex justify-end">
          <Button size="sm" variant="outline" onClick={onCancel} disabled={cancelling}>
            <Square className="size-3" aria-hidden="true" /> {cancelling ? 'Cancelling…' : 'Cancel crawl'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Overview({ crawl, history }: { crawl: Crawl | undefined; history: CrawlHistoryItem[] }) {
  if (!crawl)
    return (
      <EmptyState title="No results yet">The first crawl's scores appear here when it completes.</EmptyState>
    );
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle>Overall score</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-3">
          <ScoreGauge score={crawl.score} />
          {crawl.totals && (
            <p className="text-center text-xs text-muted-foreground">
              {(['critical', 'warning', 'notice'] as const)
                .map((s) => `${crawl.totals![s]} ${SEVERITY_LABELS[s].toLowerCase()}`)
                .join(' · ')}{' '}
              across {crawl.crawled} pages
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>By category</CardTitle>
        </CardHeader>
        <CardContent>
          <CategoryScores scores={crawl.categoryScores} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Crawl facts</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Finished</dt>
            <dd>{crawl.finishedAt ? formatShortDateTime(crawl.finishedAt) : '—'}</dd>
            <dt className="text-muted-foreground">robots.txt</dt>
            <dd>
              {crawl.facts
                ? { found: 'Found', none: 'None', error: 'Could not be read' }[crawl.facts.robots.status]
                : '—'}
            </dd>
            <dt className="text-muted-foreground">Sitemaps</dt>
            <dd>
              {crawl.facts?.sitemaps.length
                ? crawl.facts.sitemaps.map((s) => `${s.urls} URLs`).join(', ')
                : 'None found'}
            </dd>
            <dt className="text-muted-foreground">Blocked by robots</dt>
            <dd className="tabular-nums">{crawl.facts?.blockedByRobots ?? 0}</dd>
            <dt className="text-muted-foreground">External links</dt>
            <dd className="tabular-nums">{crawl.facts?.externalLinks ?? 0}</dd>
          </dl>
          {crawl.facts?.truncated && (
            <p className="mt-2 text-xs text-amber-300">
              Stopped at the page limit ({crawl.limits.maxPages}); raise it to crawl the whole site.
            </p>
          )}
        </CardContent>
      </Card>
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle>Score history</CardTitle>
        </CardHeader>
        <CardContent>
          <ScoreHistoryChart history={history} />
        </CardContent>
      </Card>
    </div>
  );
}

function Header({
  project,
  onCrawl,
  crawlPending,
  running,
  resultsId,
}: {
  project: Project;
  onCrawl: () => void;
  crawlPending: boolean;
  running: boolean;
  resultsId: string | null;
}) {
  const [exportError, setExportError] = useState<unknown>(null);
  return (
    <div className="mb-6 space-y-3">
      <Link to={paths.projects} className="text-sm text-muted-foreground hover:underline">
        ← Projects
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {project.name} {project.siteId && <Badge>Hosted</Badge>}
          </h1>
          <a
            href={project.url}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex items-center gap-1 break-all text-sm text-blue-300 hover:underline"
          >
            {project.url} <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        </div>
        <div className="flex gap-2">
          {resultsId && (
            <Button variant="outline" onClick={() => exportCrawlCsv(resultsId).catch(setExportError)}>
              <Download className="size-4" aria-hidden="true" /> Export CSV
            </Button>
          )}
          <Button onClick={onCrawl} disabled={running || crawlPending}>
            <RefreshCw className="size-4" aria-hidden="true" /> {running ? 'Crawling…' : 'Crawl again'}
          </Button>
        </div>
      </div>
      {exportError !== null && <Alert variant="error">{errorMessage(exportError)}</Alert>}
    </div>
  );
}

/** /projects/:id and /analysis/:id: one project's crawl, scores, findings and pages. */
export function AnalysisResults({
  projectId,
  opportunities,
}: {
  projectId: string;
  opportunities?: OpportunitiesSlot;
}) {
  const project = useProject(projectId);
  const history = useCrawlHistory(projectId);
  useCrawlProgress(projectId);
  const latestId = project.data?.activeCrawl?.id ?? history.data?.[0]?.id ?? null;
  const latest = useCrawl(latestId);
  const results = useCrawl(project.data?.lastCrawlId);
  // Crawls start over the plain /ws connection while this screen holds one, else over REST.
  const { client: ws } = usePlainWs();
  const start = useStartCrawl(projectId, ws);
  const cancel = useCancelCrawl();
  const [tab, setTab] = useState<TabId>('overview');

  if (project.isPending) return <Skeleton className="h-64 w-full" aria-label="Loading the project" />;
  if (project.isError)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight">Project</h1>
        <RetryAlert
          message="Could not load the project"
          error={project.error}
          onRetry={() => void project.refetch()}
        />
      </div>
    );
  const p = project.data;
  const running = latest.data?.status === 'queued' || latest.data?.status === 'running';
  const resultsId = p.lastCrawlId;
  const tabs: ResultTab<TabId>[] = [
    {
      id: 'overview',
      label: 'Overview',
      content: () => <Overview crawl={results.data} history={history.data ?? []} />,
    },
    {
      id: 'issues',
      label: 'Issues',
      content: () =>
        resultsId ? (
          <IssuesPanel crawlId={resultsId} />
        ) : (
          <EmptyState title="No findings yet">They appear when the first crawl completes.</EmptyState>
        ),
    },
    {
      id: 'pages',
      label: 'Pages',
      content: () =>
        resultsId ? (
          <PagesTable crawlId={resultsId} />
        ) : (
          <EmptyState title="No pages yet">They appear when the first crawl completes.</EmptyState>
        ),
    },
  ];
  // The SEO opportunities tab: the route passes the panel in (features/seo-opportunities).
  if (opportunities)
    tabs.push({
      id: 'opportunities',
      label: 'SEO opportunities',
      content: () => opportunities({ projectId: p.id, websiteId: p.siteId }),
    });

  return (
    <div>
      <Header
        project={p}
        onCrawl={() => start.mutate()}
        crawlPending={start.isPending}
        running={running}
        resultsId={resultsId}
      />
      <div className="mb-6 space-y-3">
        {start.isError && <Alert variant="error">{errorMessage(start.error)}</Alert>}
        {cancel.isError && <Alert variant="error">{errorMessage(cancel.error)}</Alert>}
        {running && latest.data && (
          <CrawlProgress
            crawl={latest.data}
            cancelling={cancel.isPending}
            onCancel={() => cancel.mutate(latest.data!.id)}
          />
        )}
        {latest.data?.status === 'failed' && (
          <Alert variant="error">The last crawl failed: {latest.data.error ?? 'unknown reason'}</Alert>
        )}
        {latest.data?.status === 'cancelled' && latest.data.id !== resultsId && (
          <Alert variant="info">
            The last crawl was cancelled; the results below are from the crawl before.
          </Alert>
        )}
      </div>
      <ResultTabs tabs={tabs} value={tab} onChange={setTab} />
    </div>
  );
}
