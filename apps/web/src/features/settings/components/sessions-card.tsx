import { Laptop } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useSessions } from '../api/get-sessions';
import { useRevokeAllSessions } from '../api/revoke-all-sessions';
import { describeDevice, formatDateTime } from '../lib/describe-device';
import { SettingsSection } from './section';

export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeAllSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <SettingsSection id="sessions" title="Sessions" description="Devices signed in to your account.">
      {sessions.isPending ? (
        <Spinner size="sm" text="Loading..." className="py-4" />
      ) : sessions.isError ? (
        <Alert variant="error">{errorMessage(sessions.error)}</Alert>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-border rounded-lg border border-border" data-testid="sessions-list">
            {list.map((s) => (
              <li key={s.id} className="flex items-start gap-3 p-4" data-current={s.current || undefined}>
                <Laptop className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    {describeDevice(s.userAgent)}
                    {s.current && <Badge variant="success">This device</Badge>}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {s.ip ?? 'Unknown IP'} · signed in {formatDateTime(s.createdAt)} · last active{' '}
                    {formatDateTime(s.lastUsedAt)}
                  </p>
                </div>
              </li>
            ))}
            {list.length === 0 && <li className="p-4 text-sm text-muted-foreground">No active sessions.</li>}
          </ul>
          {revoke.isError && <Alert variant="error">{errorMessage(revoke.error)}</Alert>}
          <Button
            variant="outline"
            disabled={revoke.isPending || others === 0}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => toast({ type: 'success', title: 'Other sessions signed out' }),
              })
            }
          >
            {revoke.isPending ? 'Signing out...' : 'Sign out all other sessions'}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
