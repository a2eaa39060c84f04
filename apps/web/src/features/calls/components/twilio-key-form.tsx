import type { CallTracking } from '@sdp/shared';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast-store';
import { useRemoveTwilioKey, useSaveTwilioKey } from '../api/calls';

/** The team's Twilio Account SID and Auth Token: saved sealed, never shown again. */
export function TwilioKeyForm({ keyStatus }: { keyStatus: CallTracking['key'] }) {
  const save = useSaveTwilioKey();
  const remove = useRemoveTwilioKey();
  const [sid, setSid] = useState('');
  const [token, setToken] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    remove.reset();
    save.mutate(
      { accountSid: sid.trim(), authToken: token.trim() },
      {
        onSuccess: () => {
          setSid('');
          setToken('');
          toast({ type: 'success', title: 'Twilio key saved' });
        },
      },
    );
  };
  const error = save.error ?? remove.error;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="twilio-key">
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {keyStatus.configured ? (
          <Badge variant="success">
            <KeyRound className="size-3" aria-hidden="true" />
            Twilio key saved {keyStatus.accountSidHint ?? ''}
          </Badge>
        ) : (
          <Badge variant="outline">No Twilio key: call buttons count call clicks, not calls</Badge>
        )}
        {keyStatus.savedAt && <span>Saved {formatDateTime(keyStatus.savedAt)}</span>}
      </p>
      {error && <Alert variant="error">{errorMessage(error)}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="twilio-sid" label="Account SID" hint="AC followed by 32 characters (Twilio console)">
          <Input
            id="twilio-sid"
            autoComplete="off"
            spellCheck={false}
            value={sid}
            onChange={(e) => setSid(e.target.value)}
            placeholder="AC…"
          />
        </FormField>
        <FormField
          id="twilio-token"
          label="Auth Token"
          hint="Stored encrypted; checks Twilio's webhook signatures"
        >
          <Input
            id="twilio-token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Twilio key'}
        </Button>
        {keyStatus.configured && (
          <Button
            variant="outline"
            disabled={remove.isPending}
            onClick={() => {
              save.reset();
              remove.mutate(undefined, {
                onSuccess: () => toast({ type: 'success', title: 'Twilio key removed' }),
              });
            }}
          >
            Remove key
          </Button>
        )}
      </div>
    </form>
  );
}
