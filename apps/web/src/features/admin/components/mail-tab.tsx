import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { adminMailMessageQueryOptions, adminMailQueryOptions } from '../api/queries';
import { AdminTable, Pager, TableSkeleton } from './table';

const PAGE_SIZE = 25;
const STATUS_VARIANT = { queued: 'outline', sent: 'success', failed: 'danger' } as const;

/** The text of one message, read when opened (its links work: admins only). */
function MailPreview({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useQuery(adminMailMessageQueryOptions(id));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{message.data?.subject ?? 'Message'}</DialogTitle>
        <DialogDescription>
          {message.data ? `To ${message.data.to}, ${formatDateTime(message.data.createdAt)}` : 'Loading…'}
        </DialogDescription>
        {message.isPending ? (
          <Spinner />
        ) : message.isError ? (
          <RetryAlert
            message="Could not load the message"
            error={message.error}
            onRetry={() => void message.refetch()}
          />
        ) : (
          <pre
            className="mt-4 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded bg-muted/40 p-3 text-xs"
            data-testid="admin-mail-body"
          >
            {message.data.text}
          </pre>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The mail outbox, newest first; a message's body on open. */
export function MailTab() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const mail = useQuery(adminMailQueryOptions({ page, pageSize: PAGE_SIZE }));
  if (mail.isPending) return <TableSkeleton />;
  if (mail.isError)
    return (
      <RetryAlert
        message="Could not load the outbox"
        error={mail.error}
        onRetry={() => void mail.refetch()}
      />
    );
  if (mail.data.items.length === 0)
    return (
      <EmptyState icon={Mail} title="The outbox is empty">
        No e-mail was sent yet.
      </EmptyState>
    );
  return (
    <section className="space-y-3" aria-label="Mail outbox">
      <AdminTable head={['To', 'Subject', 'Status', 'Time']} testId="admin-mail">
        {mail.data.items.map((m) => (
          <tr key={m.id}>
            <td className="px-3 py-2 break-all">{m.to}</td>
            <td className="px-3 py-2">
              <button
                type="button"
                className="text-left underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => setOpenId(m.id)}
              >
                {m.subject}
              </button>
            </td>
            <td className="px-3 py-2">
              <Badge variant={STATUS_VARIANT[m.status]} title={m.error ?? undefined}>
                {m.status}
              </Badge>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(m.sentAt ?? m.createdAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pageSize={PAGE_SIZE} total={mail.data.total} onPage={setPage} />
      {openId && <MailPreview id={openId} onClose={() => setOpenId(null)} />}
    </section>
  );
}
