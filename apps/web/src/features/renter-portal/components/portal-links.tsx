import type { CreatedPortalLink } from '@sdp/shared';
import { Check, Copy, Link2, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useCreatePortalLink, usePortalLinks, useRevokePortalLink } from '../api/portal-links';

/** The link just made: its URL is shown this once, with a copy button. */
function NewLink({ link, onDone }: { link: CreatedPortalLink; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div
      className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-3"
      data-testid="portal-link-new"
    >
      <label htmlFor={id} className="text-sm font-medium">
        New portal link: copy it now, it is not shown again
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
          data-testid="portal-link-url"
        />
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied === 'yes' ? 'Copied' : 'Copy link'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied === 'yes' ? 'Link copied to the clipboard' : ''}
      </p>
      {copied === 'failed' && (
        <p className="text-xs text-muted-foreground">Copying was refused: select the link and copy it.</p>
      )}
    </div>
  );
}

/**
 * The renter's read-only portal links (docs/renter-portal.md): make one (its URL is shown once),
 * see the active ones (made when, by whom, last opened) and revoke one at once.
 */
export function PortalLinks({ renterId, renterName }: { renterId: string; renterName: string }) {
  const links = usePortalLinks(renterId);
  const create = useCreatePortalLink();
  const revoke = useRevokePortalLink();
  const [fresh, setFresh] = useState<CreatedPortalLink | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const forbidden = (links.error as { status?: number } | null)?.status === 403;
  const active = (links.data ?? []).filter((l) => !l.revokedAt);

  return (
    <section className="space-y-3" aria-labelledby={`portal-${renterId}`} data-testid="portal-links">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`portal-${renterId}`} className="flex items-center gap-2 text-sm font-semibold">
          <Link2 className="size-4" aria-hidden="true" />
          Portal link
        </h4>
        {!forbidden && (
          <Button
            size="sm"
            variant="outline"
            disabled={create.isPending || links.isPending}
            onClick={() => create.mutate(renterId, { onSuccess: (link) => setFresh(link) })}
          >
            <Plus aria-hidden="true" />
            {create.isPending ? 'Creating…' : 'Create portal link'}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        A read-only page for {renterName}: its sites, leads, what it owes this month and its visits. No
        sign-in; anyone with the link can open it until you revoke it.
      </p>
      {!!create.error && <Alert variant="error">{errorMessage(create.error)}</Alert>}
      {fresh && <NewLink link={fresh} onDone={() => setFresh(null)} />}
      {links.isPending ? (
        <Skeleton className="h-12" />
      ) : forbidden ? (
        <p className="text-sm text-muted-foreground">
          Only owners and admins of the team manage portal links.
        </p>
      ) : links.isError ? (
        <RetryAlert
          message="Could not load the portal links"
          error={links.error}
          onRetry={() => void links.refetch()}
        />
      ) : active.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="portal-links-empty">
          No active link.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" data-testid="portal-link-list">
          {active.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p>
                  Made {formatDateTime(l.createdAt)}
                  {l.createdBy ? ` by ${l.createdBy}` : ''}
                </p>
                <p className="text-xs text-muted-foreground">
                  Last opened: {l.lastViewedAt ? formatDateTime(l.lastViewedAt) : 'not yet'}
                </p>
              </div>
              <Button size="sm" variant="ghost" onClick={() => setRevoking(l.id)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={`Revoke this portal link for ${renterName}?`}
        description="The link stops working at once; whoever opens it sees that it is no longer valid."
        error={revoke.error}
        pending={revoke.isPending}
        confirmLabel="Revoke link"
        pendingLabel="Revoking…"
        destructive
        onConfirm={() =>
          revoking &&
          revoke.mutate(
            { renterId, linkId: revoking },
            {
              onSuccess: () => {
                setRevoking(null);
                toast({ type: 'success', title: 'Portal link revoked' });
              },
            },
          )
        }
      />
    </section>
  );
}
