import { ExternalLink, KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  describeKind,
  formatCostPerCall,
  type ProviderInfo,
  useRemoveProviderKey,
  useSaveProviderKey,
} from '@/features/providers';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useCurrentTeamPermissions } from '@/lib/current-team';
import { toast } from '@/lib/toast-store';
import { formatDateTime } from '../lib/describe-device';

/** The server's reason, and for a plain team member (403) who can do it instead. */
export function providerKeyError(error: unknown): string {
  // Validation messages name the field ('apiKey: ...'); the card already shows which field it is.
  const message = errorMessage(error).replace(/^apiKey:\s*/, '');
  if (error instanceof ApiError && error.status === 403)
    return `${message.replace(/\.$/, '')}. Ask a team owner or admin to change this key.`;
  return message;
}

/** One data provider: what it measures, its cost and docs, and the team's key for it. */
export function ProviderCard({ provider }: { provider: ProviderInfo }) {
  const save = useSaveProviderKey();
  const remove = useRemoveProviderKey();
  // Keys belong to the team; its owners and admins change them (docs/teams.md#roles).
  const mayManage = useCurrentTeamPermissions()?.manageProviders !== false;
  const [apiKey, setApiKey] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const kind = describeKind(provider.kind);
  const inputId = `provider-key-${provider.id}`;
  const titleId = `provider-${provider.id}-title`;

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    const value = apiKey.trim();
    if (!value) return setMissing(true);
    setMissing(false);
    remove.reset();
    save.mutate(
      { id: provider.id, apiKey: value },
      {
        onSuccess: () => {
          setApiKey('');
          toast({ type: 'success', title: `${provider.name} key saved` });
        },
      },
    );
  };

  const onRemove = () => {
    save.reset();
    remove.mutate(provider.id, {
      onSuccess: () => toast({ type: 'success', title: `${provider.name} key removed` }),
      onSettled: () => setConfirmOpen(false),
    });
  };

  const error = missing ? 'Enter the API key first' : (save.error ?? remove.error);

  return (
    <article
      data-testid="provider-card"
      data-provider-id={provider.id}
      data-configured={provider.configured}
      aria-labelledby={titleId}
      className="rounded-lg border border-border bg-background/40 p-4"
    >
      <h4 id={titleId} className="font-semibold leading-snug">
        {provider.name}
      </h4>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {provider.configured ? (
          <Badge variant="success" data-testid="provider-status">
            <KeyRound className="size-3" aria-hidden="true" />
            Key saved
          </Badge>
        ) : (
          <Badge variant="outline" data-testid="provider-status">
            No key: estimates only
          </Badge>
        )}
        <Badge variant="default">{kind.label}</Badge>
        {provider.alsoKinds?.includes('serp') && <Badge variant="default">Rank tracking</Badge>}
        <span>{formatCostPerCall(provider.costPerCall)}</span>
        <a
          href={provider.docsUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="ml-1 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          API docs
          <ExternalLink className="size-3" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
      {kind.measures && <p className="mt-3 text-sm text-muted-foreground">{kind.measures}</p>}
      {provider.alsoKinds?.includes('serp') && (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="provider-rank-tracking">
          The same key checks your sites’ Google positions for their tracked keywords (rank tracking).
        </p>
      )}
      {provider.configured && (
        <p className="mt-2 text-xs text-muted-foreground">
          {provider.updatedAt ? `Key saved ${formatDateTime(provider.updatedAt)}. ` : ''}
          It is stored encrypted and never shown again; save a new one to replace it.
        </p>
      )}

      {!mayManage ? (
        <p className="mt-4 text-sm text-muted-foreground" data-testid="provider-member-note">
          Only owners and admins of the team add or change this key.
        </p>
      ) : (
        <form onSubmit={onSave} noValidate className="mt-4 space-y-3">
          {error && (
            <Alert variant="error">{typeof error === 'string' ? error : providerKeyError(error)}</Alert>
          )}
          <FormField id={inputId} label="API key" hint={provider.keyHint || undefined}>
            <Input
              id={inputId}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={apiKey}
              placeholder={provider.configured ? 'A new key replaces the saved one' : undefined}
              aria-describedby={provider.keyHint ? `${inputId}-hint` : undefined}
              aria-invalid={missing || undefined}
              onChange={(e) => {
                setApiKey(e.target.value);
                if (missing) setMissing(false);
              }}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save key'}
            </Button>
            {provider.configured && (
              <Button variant="outline" disabled={remove.isPending} onClick={() => setConfirmOpen(true)}>
                Remove key
              </Button>
            )}
          </div>
        </form>
      )}

      <Dialog open={confirmOpen} onOpenChange={(o) => !remove.isPending && setConfirmOpen(o)}>
        <DialogContent>
          <DialogTitle>Remove the {provider.name} key?</DialogTitle>
          <DialogDescription>
            Your team can no longer measure markets with this provider until a key is saved again.
            Measurements already taken are kept.
          </DialogDescription>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="outline" disabled={remove.isPending} onClick={() => setConfirmOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={onRemove}>
              {remove.isPending ? 'Removing…' : 'Remove key'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </article>
  );
}
