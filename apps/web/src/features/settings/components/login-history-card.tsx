import type { LoginHistoryEntry } from '@sdp/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useLoginHistory } from '../api/get-login-history';
import { describeDevice, formatDateTime } from '../lib/describe-device';
import { SettingsSection } from './section';

const OUTCOME: Record<
  LoginHistoryEntry['outcome'],
  { label: string; variant: 'success' | 'warning' | 'danger' }
> = {
  success: { label: 'Signed in', variant: 'success' },
  wrong_password: { label: 'Wrong password', variant: 'danger' },
  unknown_email: { label: 'Unknown e-mail', variant: 'danger' },
  locked: { label: 'Locked', variant: 'danger' },
  unverified: { label: 'E-mail not verified', variant: 'warning' },
  two_factor_required: { label: 'Code requested', variant: 'warning' },
  two_factor_failed: { label: 'Wrong code', variant: 'danger' },
  rate_limited: { label: 'Rate limited', variant: 'warning' },
};

export function LoginHistoryCard() {
  const history = useLoginHistory();
  return (
    <SettingsSection
      id="login-history"
      title="Login history"
      description="The last 50 sign-in attempts on your account."
    >
      {history.isPending ? (
        <Spinner size="sm" text="Loading..." className="py-4" />
      ) : history.isError ? (
        <Alert variant="error">{errorMessage(history.error)}</Alert>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sign-in attempts recorded yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm" data-testid="login-history">
            <thead className="bg-muted/50 text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Time
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  IP
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Device
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Outcome
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {history.data.map((e) => {
                const o = OUTCOME[e.outcome] ?? { label: e.outcome, variant: 'warning' as const };
                return (
                  <tr key={e.id}>
                    <td className="whitespace-nowrap px-4 py-2">{formatDateTime(e.createdAt)}</td>
                    <td className="whitespace-nowrap px-4 py-2 font-mono text-xs">{e.ip ?? '—'}</td>
                    <td className="whitespace-nowrap px-4 py-2">{describeDevice(e.userAgent)}</td>
                    <td className="whitespace-nowrap px-4 py-2">
                      <Badge variant={o.variant}>{o.label}</Badge>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </SettingsSection>
  );
}
