import type { Lead } from '@sdp/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatUsdCents } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useLead } from '../api/get-leads';
import { useUpdateLead } from '../api/update-lead';
import { describeUtm, leadPage, leadPhone, leadSource } from '../lib/delivery';
import { DeliveryDetails } from './delivery-list';
import { DemoBadge } from './inbox-table';
import { LeadDecide } from './lead-decide';
import { LeadStatusBadge } from './lead-status-badge';
import { MailStatusBanner } from './mail-status-banner';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-sm" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function MarkBilled({ lead }: { lead: Lead }) {
  const update = useUpdateLead();
  if (lead.status !== 'accepted') return null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { id: lead.id, status: 'billed' },
          {
            onError: (e) =>
              toast({ type: 'error', title: 'Could not update the lead', message: errorMessage(e) }),
          },
        )
      }
    >
      Mark billed
    </Button>
  );
}

/** One lead: every field the visitor sent, where it came from, its deliveries in words, and actions. */
export function LeadDetail({ id }: { id: string }) {
  const lead = useLead(id);
  const back = (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.leads}>
        <ArrowLeft aria-hidden="true" />
        All leads
      </Link>
    </Button>
  );
  if (lead.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        {back}
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
      </div>
    );
  if (lead.isError)
    return (
      <div className="space-y-3">
        {back}
        <RetryAlert
          message="Could not load the lead"
          error={lead.error}
          onRetry={() => void lead.refetch()}
        />
      </div>
    );
  const l = lead.data;
  return (
    <div className="space-y-4" data-testid="lead-detail">
      {back}
      <MailStatusBanner />
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2 text-xl">
            <span data-testid="lead-name">{l.name}</span>
            <LeadStatusBadge status={l.status} />
            {l.demo && <DemoBadge />}
          </CardTitle>
          <CardDescription>
            {leadSource(l) === 'Call' ? 'Tracked call' : 'Form'} on {l.siteName}, received{' '}
            {formatDateTime(l.createdAt)}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Phone">{leadPhone(l) ?? '–'}</Field>
            <Field label="E-mail">{l.email ?? '–'}</Field>
            <Field label="ZIP code" testId="detail-zip">
              {l.zip ?? '–'}
            </Field>
            <div className="sm:col-span-2 lg:col-span-3">
              <Field label="Message" testId="detail-message">
                {l.message ?? '–'}
              </Field>
            </div>
            <Field label="Source">{leadSource(l)}</Field>
            <Field label="Site">{l.siteName}</Field>
            <Field label="Page">
              <span className="font-mono text-xs">{leadPage(l)}</span>
            </Field>
            <Field label="Campaign (UTM)">{describeUtm(l.utm)}</Field>
            <Field label="Renter">{l.renterName ?? 'No renter'}</Field>
            <Field label="Value">{formatUsdCents(l.value)}</Field>
            <Field label="Lead id">
              <span className="font-mono text-xs">{l.id}</span>
            </Field>
          </dl>
          <div className="flex flex-wrap gap-2">
            <LeadDecide lead={l} />
            <MarkBilled lead={l} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Delivery to the renter</CardTitle>
          <CardDescription>Each channel, how it stands, and why when it did not go out.</CardDescription>
        </CardHeader>
        <CardContent>
          <DeliveryDetails lead={l} />
        </CardContent>
      </Card>
    </div>
  );
}
