import { Inbox } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatUsdCents } from '@/lib/format';
import { useLeads } from '../api/get-leads';
import { leadContact, leadPage } from '../lib/delivery';
import { DeliveryBadges } from './delivery-list';
import { LeadDecide } from './lead-decide';
import { LeadStatusBadge } from './lead-status-badge';
import { MailStatusBanner } from './mail-status-banner';

/** The leads of a site (or all): time, name, contact, page, status, value, delivery per channel. */
export function LeadsTable({ siteId, title = 'Leads' }: { siteId?: string; title?: string }) {
  const leads = useLeads({ siteId, limit: 100 });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>
          Form posts from the live site, stored before the visitor sees the thank-you page and delivered to
          the renter by e-mail and webhook.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <MailStatusBanner />
        {leads.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : leads.isError ? (
          <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
            <p className="font-medium text-red-200">Could not load the leads</p>
            <p className="mt-1 text-red-200/80">{errorMessage(leads.error)}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void leads.refetch()}>
              Try again
            </Button>
          </div>
        ) : leads.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <Inbox className="size-6" aria-hidden="true" />
            <p>No leads yet. They appear here the moment a visitor sends the form.</p>
          </div>
        ) : (
          <>
            <ul className="space-y-3 md:hidden">
              {leads.data.map((l) => (
                <li
                  key={l.id}
                  className="rounded-lg border border-border p-3 text-sm"
                  data-testid="lead-card"
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium">{l.name}</p>
                      <p className="text-xs text-muted-foreground">{formatDateTime(l.createdAt)}</p>
                    </div>
                    <span className="flex shrink-0 items-center gap-2">
                      <span className="tabular-nums">{formatUsdCents(l.value)}</span>
                      <LeadStatusBadge status={l.status} />
                    </span>
                  </div>
                  <p className="mt-2 break-words">{leadContact(l)}</p>
                  <p className="mt-1 truncate font-mono text-xs text-muted-foreground">{leadPage(l)}</p>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                    <DeliveryBadges lead={l} />
                    <LeadDecide lead={l} />
                  </div>
                </li>
              ))}
            </ul>
            <div className="-mx-2 hidden overflow-x-auto md:block">
              <table className="w-full min-w-[56rem] text-left text-sm" data-testid="leads-table">
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th className="px-2 py-2 font-medium">Received</th>
                    <th className="px-2 py-2 font-medium">Name</th>
                    <th className="px-2 py-2 font-medium">Contact</th>
                    <th className="px-2 py-2 font-medium">Page</th>
                    <th className="px-2 py-2 font-medium">Status</th>
                    <th className="px-2 py-2 text-right font-medium">Value</th>
                    <th className="px-2 py-2 font-medium">Delivery</th>
                    <th className="px-2 py-2 font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {leads.data.map((l) => (
                    <tr
                      key={l.id}
                      className="border-t border-border align-top"
                      data-testid="lead-row"
                      data-lead-id={l.id}
                      id={`lead-${l.id}`}
                    >
                      <td className="whitespace-nowrap px-2 py-2">{formatDateTime(l.createdAt)}</td>
                      <td className="px-2 py-2 font-medium">
                        {l.name}
                        {l.demo && (
                          <Badge variant="outline" className="ml-2">
                            Demo
                          </Badge>
                        )}
                      </td>
                      <td className="max-w-56 break-words px-2 py-2">{leadContact(l)}</td>
                      <td className="max-w-48 truncate px-2 py-2 font-mono text-xs" title={leadPage(l)}>
                        {leadPage(l)}
                      </td>
                      <td className="px-2 py-2">
                        <LeadStatusBadge status={l.status} />
                      </td>
                      <td className="px-2 py-2 text-right tabular-nums" data-testid="lead-value">
                        {formatUsdCents(l.value)}
                      </td>
                      <td className="px-2 py-2">
                        <DeliveryBadges lead={l} />
                      </td>
                      <td className="px-2 py-2">
                        <LeadDecide lead={l} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
