import type { AutomationRule, AutomationRun } from '@sdp/shared';
import { useQuery } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTeamPermissions } from '@/lib/current-team';
import { formatDateTime } from '@/lib/format';
import { rulesQueryOptions } from '../api/keys';
import { useDeleteRule, useDryRun, useRunRule, useUpdateRule } from '../hooks/use-superweapons';
import { CampaignFromRule } from './campaign-from-rule';
import { RuleForm } from './rule-form';
import { RunResult } from './run-result';

function describe(rule: AutomationRule): string {
  const p = rule.params as Record<string, string | number | undefined>;
  if (rule.kind === 'build-market') {
    const where = [p.vertical, p.state].filter(Boolean).join(' in ') || 'any market';
    return `Build ${where} scoring at least ${p.minScore} with competition at most ${p.maxCompetition}; up to ${p.maxSitesPerRun} a run`;
  }
  return `Refresh live sites with no lead for ${p.staleDays} days; up to ${p.maxSitesPerRun} a run`;
}

function RuleRow({ rule, mayManage }: { rule: AutomationRule; mayManage: boolean }) {
  const dry = useDryRun();
  const run = useRunRule();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const [shown, setShown] = useState<AutomationRun | null>(null);
  const [campaign, setCampaign] = useState(false);
  const error = dry.error ?? run.error ?? update.error ?? remove.error;
  return (
    <li className="py-4" data-testid="rule" data-rule-id={rule.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-medium">
            {rule.name}
            <Badge variant={rule.enabled ? 'success' : 'outline'}>
              {rule.enabled ? 'enabled' : 'disabled'}
            </Badge>
          </p>
          <p className="text-sm text-muted-foreground">{describe(rule)}</p>
          <p className="text-xs text-muted-foreground">
            Last run: {rule.lastRunAt ? formatDateTime(rule.lastRunAt) : 'never'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={dry.isPending}
            onClick={() => dry.mutate(rule.id, { onSuccess: setShown })}
          >
            {dry.isPending ? 'Checking…' : 'Dry run'}
          </Button>
          {mayManage ? (
            <>
              <Button
                size="sm"
                disabled={run.isPending}
                onClick={() => run.mutate(rule.id, { onSuccess: setShown })}
              >
                {run.isPending ? 'Running…' : 'Run now'}
              </Button>
              {rule.kind === 'build-market' ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setCampaign((v) => !v)}
                  aria-expanded={campaign}
                >
                  Start campaign
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                disabled={update.isPending}
                onClick={() => update.mutate({ id: rule.id, body: { enabled: !rule.enabled } })}
              >
                {rule.enabled ? 'Disable' : 'Enable'}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate(rule.id)}
                aria-label={`Delete rule ${rule.name}`}
              >
                Delete
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {error ? (
        <Alert variant="error" className="mt-3">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {campaign ? <CampaignFromRule rule={rule} onDone={() => setCampaign(false)} /> : null}
      {shown ? <RunResult run={shown} /> : null}
    </li>
  );
}

/** The team's automation rules: what each watches, dry runs, runs, campaigns from matches. */
export function RulesPanel() {
  const q = useQuery(rulesQueryOptions());
  const permissions = useCurrentTeamPermissions();
  const mayManage = permissions?.manageMembers ?? false;
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div>
          <CardTitle className="flex items-center gap-2">
            <Bot className="h-5 w-5" aria-hidden />
            Automation rules
          </CardTitle>
          <CardDescription>
            Enabled rules run every hour. A dry run shows what a rule would start now, with the figures that
            matched, and starts nothing.
          </CardDescription>
        </div>
        {mayManage ? (
          <Button size="sm" variant="outline" onClick={() => setAdding((v) => !v)} aria-expanded={adding}>
            {adding ? 'Close' : 'New rule'}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {adding ? (
          <div className="mb-6 rounded-lg border border-border p-4">
            <RuleForm onDone={() => setAdding(false)} />
          </div>
        ) : null}
        {q.isPending ? (
          <Skeleton className="h-24" />
        ) : q.isError ? (
          <RetryAlert message="Could not load the rules" error={q.error} onRetry={() => void q.refetch()} />
        ) : q.data.length === 0 ? (
          <EmptyState icon={Bot} title="No rules yet">
            {mayManage
              ? 'Add a rule to build strong markets or refresh quiet sites on its own.'
              : 'Team owners and admins add rules here.'}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {q.data.map((r) => (
              <RuleRow key={r.id} rule={r} mayManage={mayManage} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
