import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@sdp/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useCreateApiKey } from '../api/api-keys';
import { EXPIRY_CHOICES, type ExpiryChoice, expiryFields } from '../lib/expiry';

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read only (GET requests)',
  'read-write': 'Read and write',
};

/** Name, scope and expiry of a new key; on success hands the created key (with its secret) up. */
export function CreateApiKeyDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [missing, setMissing] = useState(false);

  const close = () => {
    if (create.isPending) return;
    setName('');
    setScope('read');
    setExpiry('90');
    setMissing(false);
    create.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setMissing(true);
    create.mutate(
      { name: trimmed, scope, ...expiryFields(expiry) },
      {
        onSuccess: (key) => {
          onCreated(key);
          setName('');
          create.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent data-testid="create-api-key-dialog">
        <DialogTitle>Create an API key</DialogTitle>
        <DialogDescription>
          The key acts as you in the team you are working in now, with the access you choose here.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          {create.isError && <Alert variant="error">{errorMessage(create.error)}</Alert>}
          <FormField id="api-key-name" label="Name" error={missing ? 'Give the key a name' : undefined}>
            <Input
              id="api-key-name"
              value={name}
              maxLength={80}
              autoComplete="off"
              placeholder="e.g. Reporting script"
              aria-invalid={missing || undefined}
              aria-describedby={missing ? 'api-key-name-error' : undefined}
              onChange={(e) => {
                setName(e.target.value);
                if (missing) setMissing(false);
              }}
            />
          </FormField>
          <FormField id="api-key-scope" label="Access">
            <Select
              id="api-key-scope"
              value={scope}
              onChange={(e) => setScope(e.target.value as ApiKeyScope)}
            >
              {API_KEY_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {SCOPE_LABELS[s]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="api-key-expiry" label="Expires after">
            <Select
              id="api-key-expiry"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value as ExpiryChoice)}
            >
              {EXPIRY_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create key'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
