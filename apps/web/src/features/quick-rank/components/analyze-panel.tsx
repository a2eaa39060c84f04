import type { QuickRankCheck } from '@sdp/shared';
import { Gauge } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteList } from '@/features/sites';
import { errorMessage } from '@/lib/api-error';
import { useAnalyzePage, useQuickRankChecks } from '../api/quick-rank';
import { type QuickRankFormErrors, validateQuickRankForm } from '../lib/validate';
import { FactorList } from './factor-list';
import { ScoreGauge } from './score-gauge';

function Result({ check }: { check: QuickRankCheck }) {
  const { result } = check;
  return (
    <Card data-testid="quick-rank-result">
      <CardHeader>
        <CardTitle>“{check.keyword}”</CardTitle>
        <CardDescription className="break-all">
          {check.url} · {result.page.wordCount} words · {result.page.loadMs} ms
          {result.vertical ? ` · vertical: ${result.vertical}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[180px_1fr]">
        <ScoreGauge score={check.score} />
        <FactorList factors={result.factors} />
      </CardContent>
    </Card>
  );
}

/** The analyze form, the result and the team's recent checks. */
export function AnalyzePanel() {
  const [url, setUrl] = useState('');
  const [keyword, setKeyword] = useState('');
  const [errors, setErrors] = useState<QuickRankFormErrors>({});
  const [shown, setShown] = useState<QuickRankCheck | null>(null);
  const analyze = useAnalyzePage();
  const checks = useQuickRankChecks();
  const sites = useSiteList('all');
  const hosted = useMemo(() => (sites.data ?? []).filter((s) => s.status === 'live'), [sites.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateQuickRankForm({ url, keyword });
    setErrors(found);
    if (found.url || found.keyword) return;
    analyze.mutate({ url: url.trim(), keyword: keyword.trim() }, { onSuccess: (check) => setShown(check) });
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="pt-6">
          <form
            onSubmit={submit}
            noValidate
            className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-start"
          >
            <FormField
              id="qr-url"
              label="Page URL"
              error={errors.url}
              hint="Any http(s) page, or pick one of your live sites"
            >
              <Input
                id="qr-url"
                list="qr-hosted"
                value={url}
                placeholder="https://example.com/roof-repair"
                aria-invalid={Boolean(errors.url)}
                aria-describedby={errors.url ? 'qr-url-error' : 'qr-url-hint'}
                onChange={(e) => setUrl(e.target.value)}
              />
              <datalist id="qr-hosted">
                {hosted.map((s) => (
                  <option key={s.id} value={s.url}>
                    {s.name}
                  </option>
                ))}
              </datalist>
            </FormField>
            <FormField id="qr-keyword" label="Keyword" error={errors.keyword}>
              <Input
                id="qr-keyword"
                value={keyword}
                placeholder="roof repair austin"
                aria-invalid={Boolean(errors.keyword)}
                onChange={(e) => setKeyword(e.target.value)}
              />
            </FormField>
            <Button type="submit" className="md:mt-7" disabled={analyze.isPending}>
              {analyze.isPending ? 'Analyzing…' : 'Analyze'}
            </Button>
          </form>
          {analyze.isError && (
            <Alert variant="error" className="mt-4">
              {errorMessage(analyze.error)}
            </Alert>
          )}
        </CardContent>
      </Card>

      {analyze.isPending && <Skeleton className="h-64" />}
      {shown && !analyze.isPending && <Result check={shown} />}

      <section aria-labelledby="qr-recent">
        <h2 id="qr-recent" className="mb-3 text-lg font-semibold">
          Recent checks
        </h2>
        {checks.isPending ? (
          <Skeleton className="h-24" />
        ) : checks.isError ? (
          <RetryAlert
            message="Could not load the checks"
            error={checks.error}
            onRetry={() => void checks.refetch()}
          />
        ) : checks.data.length === 0 ? (
          <EmptyState icon={Gauge} title="No checks yet">
            Analyze a page above: its score and factors are kept here for your team.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {checks.data.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-muted/40 focus-visible:outline-2"
                  onClick={() => setShown(c)}
                >
                  <span className="min-w-0">
                    <span className="block font-medium">“{c.keyword}”</span>
                    <span className="block truncate text-xs text-muted-foreground">{c.url}</span>
                  </span>
                  <span className="text-right text-sm">
                    <span className="font-semibold">{c.score}</span>
                    <span className="block text-xs text-muted-foreground">
                      {new Date(c.createdAt).toLocaleString()}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
