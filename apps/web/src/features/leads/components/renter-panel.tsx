import { formatUsPhone, type Renter } from '@sdp/shared';
import { KeyRound, Plus, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { PortalLinks } from '@/features/renter-portal';
import { errorMessage } from '@/lib/api-error';
import { useCurrentTeamPermissions } from '@/lib/current-team';
import { formatUsdCents } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import {
  useCreateRenter,
  useDeleteRenter,
  useRenters,
  useResendRenterConfirmation,
  useRotateRenterSecret,
  useUpdateRenter,
} from '../api/renters';
import { renterToForm } from '../lib/renter-form';
import { RenterForm } from './renter-form';
import { WebhookSecretDialog } from './webhook-secret-dialog';

function RenterDetails({ renter, onRotate }: { renter: Renter; onRotate: () => void }) {
  const resend = useResendRenterConfirmation();
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="renter-details">
      <div>
        <dt className="text-xs text-muted-foreground">Lead e-mail</dt>
        <dd className="break-all">{renter.email ?? '–'}</dd>
        {renter.emailStatus === 'pending' && (
          <dd className="mt-1 space-y-1" data-testid="renter-email-pending">
            <Badge variant="warning">Awaiting confirmation</Badge>
            <p className="text-xs text-muted-foreground">
              Leads are e-mailed once the renter opens the link we sent to this address.
            </p>
            <Button
              size="sm"
              variant="outline"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(renter.id, {
                  onSuccess: () => toast({ type: 'success', title: 'Confirmation e-mail sent again' }),
                })
              }
            >
              {resend.isPending ? 'Sending…' : 'Resend confirmation'}
            </Button>
            {!!resend.error && (
              <p className="text-xs text-red-300" role="alert">
                {errorMessage(resend.error)}
              </p>
            )}
          </dd>
        )}
        {renter.emailStatus === 'confirmed' && (
          <dd className="mt-1">
            <Badge variant="success">Confirmed</Badge>
          </dd>
        )}
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Webhook</dt>
        <dd className="break-all">{renter.webhookUrl ?? '–'}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Price per lead</dt>
        <dd className="tabular-nums">{formatUsdCents(renter.pricePerLead)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Monthly rent</dt>
        <dd className="tabular-nums">{formatUsdCents(renter.monthlyRent)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Price per call</dt>
        <dd className="tabular-nums">
          {formatUsdCents(renter.pricePerCall)}{' '}
          <span className="text-xs text-muted-foreground">({renter.callMinSeconds} s or longer)</span>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Phone for tracked calls</dt>
        <dd className="tabular-nums">{renter.phone ? (formatUsPhone(renter.phone) ?? renter.phone) : '–'}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-xs text-muted-foreground">Leads</dt>
        <dd>
          {renter.autoAccept ? 'Accepted automatically when delivered' : 'Accepted or rejected by you'}
          {!renter.active && (
            <Badge variant="warning" className="ml-2">
              paused
            </Badge>
          )}
        </dd>
      </div>
      {renter.webhookUrl && (
        <div className="sm:col-span-2">
          <dt className="text-xs text-muted-foreground">
            Webhook secret (the renter checks X-Signature with it)
          </dt>
          <dd className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-xs" data-testid="webhook-secret-hint">
              set, ends in {renter.webhookSecretHint.slice(-4)}
            </code>
            <Button size="sm" variant="ghost" onClick={onRotate}>
              <KeyRound aria-hidden="true" />
              Rotate secret
            </Button>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * Who rents the site: pick a renter (or none), create one inline, edit or delete it.
 * Assigning is the site's call (PATCH /api/sites/:id {renterId}); the screen passes it in.
 */
export function RenterPanel({
  renterId,
  onAssign,
  assigning,
  assignError,
}: {
  renterId: string | null;
  onAssign: (renterId: string | null) => Promise<unknown>;
  assigning?: boolean;
  assignError?: unknown;
}) {
  const renters = useRenters();
  // Renters are managed by owners and admins (docs/teams.md#roles); members assign and read them.
  const mayManage = useCurrentTeamPermissions()?.manageRenters !== false;
  const create = useCreateRenter();
  const update = useUpdateRenter();
  const remove = useDeleteRenter();
  const [choice, setChoice] = useState(renterId ?? '');
  const [mode, setMode] = useState<'view' | 'create' | 'edit'>('view');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const rotate = useRotateRenterSecret();
  /** A secret the server just answered (create or rotate): shown once in a dialog. */
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);
  useEffect(() => setChoice(renterId ?? ''), [renterId]);

  const list = renters.data ?? [];
  const current = list.find((r) => r.id === renterId) ?? null;

  const assign = (id: string | null) =>
    onAssign(id).then(
      () => toast({ type: 'success', title: id ? 'Renter assigned' : 'Renter removed from the site' }),
      () => undefined,
    );

  return (
    <Card data-testid="renter-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <UserRound className="size-4" aria-hidden="true" />
          Renter
        </CardTitle>
        <CardDescription>
          The business that rents this site. Its leads go to the renter by e-mail and webhook; accepted leads
          count at the renter's price per lead.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {renters.isPending ? (
          <Skeleton className="h-10" />
        ) : renters.isError ? (
          <Alert variant="error">
            <p className="font-medium">Could not load the renters</p>
            <p className="mt-1 text-red-200/80">{errorMessage(renters.error)}</p>
          </Alert>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-2">
              <Label htmlFor="site-renter">Renter for this site</Label>
              <Select
                id="site-renter"
                value={choice}
                onChange={(e) => setChoice(e.target.value)}
                disabled={assigning}
              >
                <option value="">No renter</option>
                {list.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name} · {formatUsdCents(r.pricePerLead)} per lead
                  </option>
                ))}
              </Select>
            </div>
            {choice !== (renterId ?? '') && (
              <Button disabled={assigning} onClick={() => void assign(choice || null)}>
                {assigning ? 'Saving…' : choice ? 'Assign' : 'Remove renter'}
              </Button>
            )}
            {mode !== 'create' && mayManage && (
              <Button variant="outline" onClick={() => setMode('create')}>
                <Plus aria-hidden="true" />
                New renter
              </Button>
            )}
          </div>
        )}
        {!!assignError && <Alert variant="error">{errorMessage(assignError)}</Alert>}

        {mode === 'create' && (
          <div className="rounded-lg border border-border p-4">
            <h3 className="mb-3 text-sm font-semibold">New renter</h3>
            <RenterForm
              submitLabel="Create and assign"
              idPrefix="new-renter"
              pending={create.isPending || assigning}
              error={create.error}
              onCancel={() => setMode('view')}
              onSubmit={(input) =>
                create.mutate(input, {
                  onSuccess: (renter) => {
                    setMode('view');
                    if (renter.webhookUrl) setShown({ name: renter.name, secret: renter.webhookSecret });
                    setChoice(renter.id);
                    void assign(renter.id);
                  },
                })
              }
            />
          </div>
        )}

        {current && mode !== 'edit' && (
          <div className="space-y-3 rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold">{current.name}</h3>
              {mayManage ? (
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setMode('edit')}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
                    Delete
                  </Button>
                </div>
              ) : (
                <p className="text-xs text-muted-foreground" data-testid="renter-member-note">
                  Owners and admins of the team edit renters.
                </p>
              )}
            </div>
            <RenterDetails renter={current} onRotate={() => setConfirmRotate(true)} />
            <div className="border-t border-border pt-3">
              <PortalLinks renterId={current.id} renterName={current.name} />
            </div>
          </div>
        )}

        {current && mode === 'edit' && (
          <div className="rounded-lg border border-border p-4">
            <h3 className="mb-3 text-sm font-semibold">Edit {current.name}</h3>
            <RenterForm
              key={current.id}
              initial={renterToForm(current)}
              submitLabel="Save renter"
              idPrefix="edit-renter"
              pending={update.isPending}
              error={update.error}
              onCancel={() => setMode('view')}
              onSubmit={(input) =>
                update.mutate(
                  { id: current.id, input },
                  {
                    onSuccess: () => {
                      setMode('view');
                      toast({ type: 'success', title: 'Renter saved' });
                    },
                  },
                )
              }
            />
          </div>
        )}
      </CardContent>

      <ConfirmDialog
        open={confirmRotate}
        onClose={() => setConfirmRotate(false)}
        title={`New webhook secret for ${current?.name}?`}
        description="The current secret stops working at once: the renter must use the new one to check X-Signature."
        error={rotate.error}
        pending={rotate.isPending}
        confirmLabel="Rotate secret"
        pendingLabel="Rotating…"
        onConfirm={() =>
          current &&
          rotate.mutate(current.id, {
            onSuccess: (renter) => {
              setConfirmRotate(false);
              setShown({ name: renter.name, secret: renter.webhookSecret });
            },
          })
        }
      />
      <WebhookSecretDialog
        secret={shown?.secret ?? null}
        renterName={shown?.name ?? ''}
        onClose={() => setShown(null)}
      />

      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={`Delete ${current?.name}?`}
        description="The renter is removed from every site it rents. Leads already received stay in the list."
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete renter"
        pendingLabel="Deleting…"
        onConfirm={() =>
          current &&
          remove.mutate(current.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              void onAssign(null).catch(() => undefined);
            },
          })
        }
        destructive
        confirmDisabled={!current}
      />
    </Card>
  );
}
