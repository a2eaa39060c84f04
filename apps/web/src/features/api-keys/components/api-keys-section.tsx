import type { ApiKey, CreatedApiKey } from '@sdp/shared';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/features/settings';
import { toast } from '@/lib/toast-store';
import { useApiKeys, useDeleteApiKey } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { CreateApiKeyDialog } from './create-api-key-dialog';

/** Settings → API keys: the caller's keys, creating one (the secret shown once) and deleting one. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [doomed, setDoomed] = useState<ApiKey | null>(null);

  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        toast({ type: 'success', title: `API key “${doomed.name}” deleted` });
        setDoomed(null);
      },
    });
  };

  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" />
      Create API key
    </Button>
  );

  return (
    <SettingsSection
      id="api-keys"
      title="API keys"
      description="Call the API from scripts with Authorization: Bearer <key>. A key acts as you in one team; read-only keys can only read. Keys cannot change your password, two-factor or sessions."
    >
      {keys.isPending ? (
        <div className="space-y-3">
          <span role="status" className="sr-only">
            Loading API keys
          </span>
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      ) : keys.isError ? (
        <RetryAlert
          message="Could not load API keys"
          error={keys.error}
          onRetry={() => void keys.refetch()}
        />
      ) : keys.data.length === 0 ? (
        <EmptyState icon={KeyRound} title="No API keys yet" action={createButton}>
          Create a key to read your sites, leads and rankings from your own scripts.
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <ApiKeyList
            keys={keys.data}
            onDelete={(k) => {
              remove.reset();
              setDoomed(k);
            }}
          />
          {createButton}
        </div>
      )}

      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={setCreated} />
      <ApiKeySecretDialog apiKey={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={!!doomed}
        onClose={() => setDoomed(null)}
        title={`Delete the API key “${doomed?.name ?? ''}”?`}
        description="Scripts using it stop working at once. This cannot be undone."
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete key"
        pendingLabel="Deleting…"
        onConfirm={confirmDelete}
        destructive
        confirmTestId="confirm-delete-api-key"
      />
    </SettingsSection>
  );
}
