import { Download, Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useDownloadLeadsCsv } from '../api/export-leads';
import { useLeadPage } from '../api/get-leads';
import { hasFilters, INBOX_PAGE_SIZE, type InboxState } from '../lib/inbox-filters';
import { InboxBulkBar } from './inbox-bulk-bar';
import { InboxFilters, type SiteOption } from './inbox-filters';
import { InboxTable } from './inbox-table';
import { MailStatusBanner } from './mail-status-banner';

/** Every lead of every site: filters and search, a page of 50, bulk decisions and the CSV export. */
export function LeadsInbox({
  state,
  sites,
  onChange,
}: {
  state: InboxState;
  sites: SiteOption[];
  onChange: (next: InboxState) => void;
}) {
  const { filters, page } = state;
  const query = { ...filters, limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE };
  const leads = useLeadPage(query);
  const download = useDownloadLeadsCsv();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const items = leads.data?.items ?? [];
  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  // Only leads on screen stay selected (a new page or filter shows other leads).
  const visible = new Set(items.map((l) => l.id));
  const picked = [...selected].filter((id) => visible.has(id));

  const go = (next: InboxState) => {
    setSelected(new Set());
    onChange(next);
  };
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <div className="space-y-4">
      <MailStatusBanner />
      <Card>
        <CardContent className="space-y-4 pt-6">
          <InboxFilters filters={filters} sites={sites} onChange={(f) => go({ filters: f, page: 1 })} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="text-muted-foreground" data-testid="inbox-total" aria-live="polite">
              {leads.data
                ? total === 0
                  ? 'No leads'
                  : `${formatCount(total)} lead${total === 1 ? '' : 's'}${total > INBOX_PAGE_SIZE ? `, showing ${formatCount((page - 1) * INBOX_PAGE_SIZE + 1)}–${formatCount(Math.min(total, page * INBOX_PAGE_SIZE))}` : ''}`
                : ' '}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={download.isPending || total === 0}
              onClick={() =>
                download.mutate(filters, {
                  onError: (e) =>
                    toast({ type: 'error', title: 'Could not export the leads', message: errorMessage(e) }),
                })
              }
            >
              <Download aria-hidden="true" />
              {download.isPending ? 'Preparing…' : 'Export CSV'}
            </Button>
          </div>
          <InboxBulkBar ids={picked} onDone={() => setSelected(new Set())} />
          {leads.isPending ? (
            <div className="space-y-2" aria-busy="true">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : leads.isError ? (
            <RetryAlert
              message="Could not load the leads"
              error={leads.error}
              onRetry={() => void leads.refetch()}
            />
          ) : items.length === 0 ? (
            <EmptyState icon={Inbox} title={hasFilters(filters) ? 'No lead matches' : 'No leads yet'}>
              {hasFilters(filters)
                ? 'Change or clear the filters to see more.'
                : 'They appear here the moment a visitor sends a form on one of your live sites.'}
            </EmptyState>
          ) : (
            <InboxTable
              leads={items}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(on) => setSelected(on ? new Set(items.map((l) => l.id)) : new Set())}
            />
          )}
          {pages > 1 && (
            <nav className="flex items-center justify-end gap-2 text-sm" aria-label="Pages of leads">
              <Button
                size="sm"
                variant="outline"
                disabled={page <= 1}
                onClick={() => go({ filters, page: page - 1 })}
              >
                Previous
              </Button>
              <span className="tabular-nums text-muted-foreground">
                Page {page} of {pages}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= pages}
                onClick={() => go({ filters, page: page + 1 })}
              >
                Next
              </Button>
            </nav>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
