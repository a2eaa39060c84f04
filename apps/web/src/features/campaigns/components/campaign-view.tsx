import type { CampaignDetail } from '@sdp/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { type CampaignAction, useCampaign, useCampaignAction, useCampaignPushes } from '../api/campaigns';

const usd = (n: number) => `$${n.toFixed(2)}`;

export const STATUS_VARIANT = {
  scheduled: 'outline',
  running: 'default',
  paused: 'warning',
  completed: 'success',
  cancelled: 'outline',
  'budget-reached': 'danger',
} as const;

const ITEM_VARIANT = {
  pending: 'outline',
  running: 'default',
  done: 'success',
  failed: 'danger',
  skipped: 'outline',
} as const;

function Bar({ value, label }: { value: number; label: string }) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(v)}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-full rounded-full bg-muted"
    >
      <div className="h-2 rounded-full bg-primary transition-all" style={{ width: `${v}%` }} />
    </div>
  );
}

function Actions({ c }: { c: CampaignDetail }) {
  const act = useCampaignAction(c.id);
  const can: CampaignAction[] = [];
  if (c.status === 'scheduled' || c.status === 'running') can.push('pause');
  if (c.status === 'paused') can.push('resume');
  if (!['completed', 'cancelled'].includes(c.status)) can.push('cancel');
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex gap-2">
        {can.map((a) => (
          <Button
            key={a}
            variant={a === 'cancel' ? 'outline' : 'default'}
            disabled={act.isPending}
            onClick={() => act.mutate(a)}
          >
            {a[0]!.toUpperCase() + a.slice(1)}
          </Button>
        ))}
      </div>
      {act.isError && <Alert variant="error">{errorMessage(act.error)}</Alert>}
    </div>
  );
}

/** One campaign: progress, spend against budget, the per-day plan and its items. */
export function CampaignView({ id }: { id: string }) {
  useCampaignPushes();
  const q = useCampaign(id);
  if (q.isPending) return <Skeleton className="h-96" />;
  if (q.isError)
    return (
      <RetryAlert message="Could not load the campaign" error={q.error} onRetry={() => void q.refetch()} />
    );
  const c = q.data;
  const spentShare = c.budgetUsd ? (100 * c.spentUsd) / c.budgetUsd : 0;
  return (
    <div data-testid="screen" data-screen="campaign">
      <PageHeader
        title={c.name}
        description={
          <span className="flex items-center gap-2">
            <Badge variant={STATUS_VARIANT[c.status]}>{c.status}</Badge>
            {c.kind === 'markets' ? 'Markets' : 'SEO opportunities'} · {c.perDay} a day from {c.startsOn} to{' '}
            {c.endsOn}
          </span>
        }
        actions={<Actions c={c} />}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Progress</CardTitle>
            <CardDescription>
              {c.total - (c.counts.pending ?? 0) - (c.counts.running ?? 0)} of {c.total} finished ·{' '}
              {c.counts.done ?? 0} done
              {c.counts.failed ? ` · ${c.counts.failed} failed` : ''}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Bar value={c.progress} label="Items finished" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Spend</CardTitle>
            <CardDescription>
              {usd(c.spentUsd)} of {usd(c.budgetUsd)}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-2">
            <Bar value={spentShare} label="Budget spent" />
            <p className="text-xs text-muted-foreground">{c.spendBasis}</p>
          </CardContent>
        </Card>
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Per day</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="flex flex-wrap gap-2" aria-label="Plan per day">
            {c.plan.map((d) => (
              <li key={d.day} className="rounded-lg border border-border px-3 py-2 text-xs">
                <span className="block font-medium">{d.day}</span>
                {d.started > 0 && <span className="block">{d.started} started</span>}
                {d.planned > 0 && <span className="block text-muted-foreground">{d.planned} planned</span>}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>Items</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="py-2">
                  #
                </th>
                <th scope="col">Item</th>
                <th scope="col">Status</th>
                <th scope="col">Progress</th>
                <th scope="col">Cost</th>
                <th scope="col">Site</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {c.items.map((i) => (
                <tr key={i.id}>
                  <td className="py-2">{i.position + 1}</td>
                  <td>
                    {i.label}
                    {i.error && <span className="block text-xs text-red-300">{i.error}</span>}
                  </td>
                  <td>
                    <Badge variant={ITEM_VARIANT[i.status]}>{i.status}</Badge>
                  </td>
                  <td className="w-32 pr-4">
                    <Bar value={i.progress} label={`Progress of ${i.label}`} />
                  </td>
                  <td>{i.costUsd === null ? `est. ${usd(i.estimatedUsd)}` : usd(i.costUsd)}</td>
                  <td>
                    {i.siteId ? (
                      <Link className="underline" to={paths.monitoringSite(i.siteId)}>
                        site
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
