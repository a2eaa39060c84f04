import {
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type UpdateNotificationsRequest,
} from '@sdp/shared';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/features/settings';
import { errorMessage } from '@/lib/api-error';
import { formatClock } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useNotificationSettings, useUpdateNotifications } from '../api/notifications';
import { PREFERENCES_FAILED } from './preferences-section';

const CHANNELS: { key: NotificationChannel; label: string }[] = [
  { key: 'mail', label: 'E-mail' },
  { key: 'push', label: 'In the app' },
];
const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** "8:00 AM" / "08:00" for an hour, in the user's locale (the time zone is named beside it). */
const hourLabel = (h: number) => formatClock(h);

/**
 * "Notifications": for each kind the server sends, e-mail and in-app toggles (only the channels it
 * really uses), and the daily digest (docs/account.md#notifications). Each change is saved at once.
 */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useUpdateNotifications();
  const { user } = useSession();
  const zone = user?.preferences?.timezone ?? 'UTC';
  const send = (body: UpdateNotificationsRequest) => save.mutate(body);
  const busy = save.isPending;

  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="What we tell you about, and how. Security e-mails (verification, password resets, invitations) are always sent."
    >
      {settings.isPending ? (
        <Skeleton className="h-48" />
      ) : settings.isError ? (
        <RetryAlert
          message="Could not load your notification settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="space-y-6" aria-busy={busy}>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Notifications by kind and channel</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Kind
                  </th>
                  {CHANNELS.map((c) => (
                    <th key={c.key} scope="col" className="w-24 py-2 text-center font-medium">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_KIND_NAMES.map((kind) => (
                  <KindRow
                    key={kind}
                    kind={kind}
                    choice={settings.data.kinds[kind]}
                    disabled={busy}
                    onChange={(channel, on) => send({ kinds: { [kind]: { [channel]: on } } })}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">Daily digest</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={settings.data.digest.enabled}
                disabled={busy}
                onChange={(e) => send({ digest: { enabled: e.target.checked } })}
              />
              E-mail me yesterday's leads, visits, deploys and ranking changes every day
            </label>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <label htmlFor="digest-hour">Send at</label>
              <Select
                id="digest-hour"
                className="w-32"
                value={String(settings.data.digest.hour)}
                disabled={busy || !settings.data.digest.enabled}
                onChange={(e) => send({ digest: { hour: Number(e.target.value) } })}
              >
                {HOURS.map((h) => (
                  <option key={h} value={h}>
                    {hourLabel(h)}
                  </option>
                ))}
              </Select>
              <span className="text-muted-foreground">{zone.replaceAll('_', ' ')} time</span>
            </div>
          </fieldset>
          {save.isError && (
            <Alert variant="error">
              {PREFERENCES_FAILED}: {errorMessage(save.error)}
            </Alert>
          )}
        </div>
      )}
    </SettingsSection>
  );
}

function KindRow({
  kind,
  choice,
  disabled,
  onChange,
}: {
  kind: NotificationKind;
  choice: { mail: boolean; push: boolean };
  disabled: boolean;
  onChange: (channel: NotificationChannel, on: boolean) => void;
}) {
  const { label, channels } = NOTIFICATION_KINDS[kind];
  return (
    <tr className="border-t border-border">
      <th scope="row" className="py-2 pr-4 text-left font-normal">
        {label}
      </th>
      {CHANNELS.map((c) => (
        <td key={c.key} className="py-2 text-center">
          {(channels as readonly string[]).includes(c.key) ? (
            <input
              type="checkbox"
              className="size-4"
              aria-label={`${label}: ${c.label}`}
              checked={choice[c.key]}
              disabled={disabled}
              onChange={(e) => onChange(c.key, e.target.checked)}
            />
          ) : (
            <span className="text-muted-foreground" title="Not sent this way">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{`${label}: not sent by ${c.label.toLowerCase()}`}</span>
            </span>
          )}
        </td>
      ))}
    </tr>
  );
}
