import { useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useRealtimeEvent } from '@/lib/realtime';
import { useSiteExperiments } from '../api/get-experiments';
import { invalidateExperimentsQueries } from '../api/keys';
import { pageLabel, percent, statusText } from '../lib/experiment-format';
import { ExperimentView } from './experiment-view';
import { StartExperimentForm } from './start-experiment-form';

/**
 * A/B tests of the site's pages (docs/product/screens.md#monitoring): start one, follow the running
 * ones (visitors, conversions, rates, P(B beats A), the stop rule), stop or keep a winner.
 */
export function ExperimentsCard({ siteId }: { siteId: string }) {
  const qc = useQueryClient();
  const tests = useSiteExperiments(siteId);
  const [starting, setStarting] = useState(false);
  const refresh = () => void invalidateExperimentsQueries(qc);
  useRealtimeEvent('experiment:updated', refresh);
  useRealtimeEvent('performance:update', refresh);

  const items = tests.data?.items ?? [];
  const current = items.filter((e) => e.status === 'running' || e.servingB);
  const past = items.filter((e) => !current.includes(e));
  const pages = tests.data?.pages ?? [];

  return (
    <Card className="min-w-0" data-testid="experiments-card">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle className="text-base">A/B tests</CardTitle>
          <CardDescription>
            Another headline or intro for half of a page's visitors; the one that converts better is kept.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={starting}
          disabled={!tests.data || pages.length === 0}
          onClick={() => setStarting((s) => !s)}
        >
          <Plus aria-hidden="true" />
          New test
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {starting && tests.data && (
          <StartExperimentForm siteId={siteId} pages={pages} onDone={() => setStarting(false)} />
        )}
        {tests.isPending ? (
          <div className="space-y-2" aria-busy="true" data-testid="experiments-loading">
            <Skeleton className="h-24" />
            <Skeleton className="h-6" />
          </div>
        ) : tests.isError ? (
          <RetryAlert
            message="Could not load the A/B tests"
            error={tests.error}
            onRetry={() => void tests.refetch()}
          />
        ) : items.length === 0 ? (
          <div
            className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm"
            data-testid="experiments-empty"
          >
            <FlaskConical className="size-5 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No A/B tests yet</p>
            <p className="max-w-md text-muted-foreground">
              Write another headline or intro for a page: half of its visitors see it, and the test stops by
              itself once one version clearly converts better.
            </p>
          </div>
        ) : (
          <>
            {current.map((e) => (
              <ExperimentView key={e.id} e={e} />
            ))}
            {past.length > 0 && (
              <div className="space-y-2">
                <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  Earlier tests
                </p>
                <ul
                  className="divide-y divide-border rounded-lg border border-border text-sm"
                  data-testid="past-experiments"
                >
                  {past.map((e) => (
                    <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                      <span className="min-w-0 truncate">{pageLabel(e.path)}</span>
                      <span className="flex items-center gap-2 text-muted-foreground">
                        P(B beats A) {percent(e.stats.probabilityBBeatsA)}
                        <Badge variant={e.status === 'won' ? 'success' : 'outline'}>{statusText(e)}</Badge>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
