import type { RankCheckState } from '@sdp/shared';
import { Plus, RefreshCw, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useRankings } from '../api/get-rankings';
import { useRankCheck } from '../hooks/use-rank-check';
import { rankingsSummary, sortKeywords } from '../lib/rank-format';
import { AddKeywordsForm } from './add-keywords-form';
import { GscImportButton, type GscImportOutcome, GscImportReport } from './gsc-import';
import { KeywordRow } from './keyword-row';

function CheckError({ error }: { error: unknown }) {
  const noKey = error instanceof ApiError && error.code === 'serp_not_configured';
  return (
    <Alert variant="error" data-testid="check-error">
      {noKey ? (
        <>
          <p className="font-medium">No rank-tracking provider is set up</p>
          <p className="mt-1">
            Add a DataForSEO key in{' '}
            <Link to={paths.settings} className="underline underline-offset-2">
              Settings
            </Link>{' '}
            to check positions, or import a Search Console CSV.
          </p>
        </>
      ) : (
        errorMessage(error)
      )}
    </Alert>
  );
}

/** A running check: "Checked N of M keywords" with a progress bar. */
function CheckProgress({ state }: { state: RankCheckState }) {
  const total = Math.max(state.total, state.done);
  const text = `Checked ${state.done} of ${total} keywords`;
  return (
    <div className="space-y-1.5" data-testid="check-progress">
      <p className="text-xs text-muted-foreground" role="status" aria-live="polite">
        {text}
        {state.failed > 0 && ` · ${state.failed} failed`}
      </p>
      <div
        role="progressbar"
        aria-label="Ranking check progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={state.done}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-primary transition-all"
          style={{ width: `${Math.max(3, total ? (state.done / total) * 100 : 0)}%` }}
        />
      </div>
    </div>
  );
}

/** How a check watched on this page ended: the count, or the provider's error. */
function CheckOutcome({ state }: { state: RankCheckState }) {
  const checked = state.done - state.failed;
  if (state.status === 'failed') {
    return (
      <Alert variant="error" data-testid="check-error">
        <p className="font-medium">The ranking check failed</p>
        <p className="mt-1">{state.error ?? 'Every search failed.'}</p>
      </Alert>
    );
  }
  return (
    <p className="text-xs text-emerald-300" role="status" data-testid="check-done">
      Checked {checked} {checked === 1 ? 'keyword' : 'keywords'} through the SERP provider
      {state.failed > 0 && ` (${state.failed} ${state.failed === 1 ? 'search' : 'searches'} failed)`}.
    </p>
  );
}

/** Rank tracking of one site: keywords with positions and their source, add, import, check now. */
export function RankingsCard({ websiteId }: { websiteId: string }) {
  const rankings = useRankings(websiteId);
  const check = useRankCheck(websiteId);
  const busy = check.running || check.starting;
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<GscImportOutcome | null>(null);
  const list = rankings.data ? sortKeywords(rankings.data) : [];
  const summary = rankingsSummary(list);

  return (
    <Card className="min-w-0" data-testid="rankings-card">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle className="text-base">Rankings</CardTitle>
          <CardDescription>
            {summary.tracked
              ? `${summary.tracked} keywords · ${summary.top10} in the top 10 · ${summary.top3} in the top 3`
              : 'Google positions of the keywords you track'}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            <Plus aria-hidden="true" />
            Add keywords
          </Button>
          <GscImportButton websiteId={websiteId} onResult={setOutcome} />
          <Button variant="outline" size="sm" disabled={busy} aria-busy={busy} onClick={check.start}>
            <RefreshCw className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
            {busy ? 'Checking…' : 'Check rankings now'}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {adding && <AddKeywordsForm websiteId={websiteId} />}
        {outcome && <GscImportReport outcome={outcome} onClose={() => setOutcome(null)} />}
        {check.startError && <CheckError error={check.startError} />}
        {check.state && check.running && <CheckProgress state={check.state} />}
        {check.state && !check.running && check.watched && <CheckOutcome state={check.state} />}
        {rankings.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : rankings.isError ? (
          <RetryAlert
            message="Could not load rankings"
            error={rankings.error}
            onRetry={() => void rankings.refetch()}
          />
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm">
            <Search className="size-5 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No keywords tracked yet</p>
            <p className="max-w-sm text-muted-foreground">
              Add the keywords this site should rank for, or import a Search Console performance export.
            </p>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm sm:min-w-[520px]" data-testid="rankings-table">
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    Keyword
                  </th>
                  <th scope="col" className="w-16 pb-2 text-right font-medium">
                    Position
                  </th>
                  <th scope="col" className="w-16 pb-2 text-center font-medium">
                    Change
                  </th>
                  <th scope="col" className="hidden w-12 pb-2 text-right font-medium sm:table-cell">
                    Best
                  </th>
                  <th scope="col" className="hidden w-40 pb-2 pl-3 font-medium sm:table-cell">
                    Source
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((k) => (
                  <KeywordRow key={k.id} k={k} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
