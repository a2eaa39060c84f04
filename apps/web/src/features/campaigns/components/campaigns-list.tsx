import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCampaignPushes, useCampaigns } from '../api/campaigns';
import { STATUS_VARIANT } from './campaign-view';

/** The team's campaigns, newest first. */
export function CampaignsList() {
  useCampaignPushes();
  const q = useCampaigns();
  if (q.isPending) return <Skeleton className="h-32" />;
  if (q.isError)
    return (
      <RetryAlert message="Could not load the campaigns" error={q.error} onRetry={() => void q.refetch()} />
    );
  if (q.data.length === 0) {
    return (
      <EmptyState icon={Megaphone} title="No campaigns yet">
        A campaign you create above appears here with its progress.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {q.data.map((c) => (
        <li key={c.id}>
          <Link
            to={paths.campaign(c.id)}
            className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-muted/40"
          >
            <span className="min-w-0">
              <span className="block font-medium">{c.name}</span>
              <span className="block text-xs text-muted-foreground">
                {c.total} {c.kind} · {c.perDay} a day · {c.startsOn} → {c.endsOn}
              </span>
            </span>
            <span className="flex items-center gap-3 text-sm">
              {c.progress}%<Badge variant={STATUS_VARIANT[c.status]}>{c.status}</Badge>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
