import {
  DATE_FORMATS,
  DEFAULT_PREFERENCES,
  DEFAULT_SCREENS,
  type DefaultScreen,
  isTimeZone,
  NUMBER_FORMATS,
  type Preferences,
} from '@sdp/shared';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/features/settings';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useUpdatePreferences } from '../api/preferences';

export const PREFERENCES_FAILED = 'Failed to update preferences';

const NUMBER_LABELS: Record<string, string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'en-IN': 'English (India)',
};
const SCREEN_LABELS: Record<DefaultScreen, string> = {
  '/dashboard': 'Dashboard',
  '/discovery': 'Discovery',
  '/dominator': 'Dominator',
  '/leads': 'Leads',
  '/analytics': 'Analytics',
  '/monitoring': 'Monitoring',
};

/** Every zone this browser knows, with UTC first. */
function timeZones(current: string): string[] {
  const known =
    (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set(['UTC', current, ...known])].filter(isTimeZone);
}
const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** How a number in a locale looks (the option labels show an example). */
const sample = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234.5);

/** "Preferences": time zone, date and number formats, and where sign-in lands (docs/account.md#preferences). */
export function PreferencesSection() {
  const { user } = useSession();
  const save = useUpdatePreferences();
  const stored = user?.preferences ?? DEFAULT_PREFERENCES;
  const [draft, setDraft] = useState<Preferences>(stored);
  const storedKey = JSON.stringify(stored);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form when the stored preferences change
  useEffect(() => setDraft(stored), [storedKey]);
  const zones = useMemo(() => timeZones(draft.timezone), [draft.timezone]);
  const here = browserZone();
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const changed = JSON.stringify(draft) !== storedKey;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = Object.fromEntries(
      (Object.keys(draft) as (keyof Preferences)[])
        .filter((k) => draft[k] !== stored[k])
        .map((k) => [k, draft[k]]),
    );
    save.mutate(body, { onSuccess: () => toast({ type: 'success', title: 'Preferences saved' }) });
  };

  return (
    <SettingsSection
      id="preferences"
      title="Preferences"
      description="How dates, times and numbers are shown to you, and where you land after signing in."
    >
      {!user ? (
        <Skeleton className="h-40" />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Preferences"
          aria-busy={save.isPending}
          className="space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="pref-timezone" label="Time zone" hint="Day boundaries and every time shown.">
              <Select
                id="pref-timezone"
                value={draft.timezone}
                onChange={(e) => set('timezone', e.target.value)}
                disabled={save.isPending}
                aria-describedby="pref-timezone-hint"
              >
                {zones.map((z) => (
                  <option key={z} value={z}>
                    {z.replaceAll('_', ' ')}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="pref-date" label="Date format">
              <Select
                id="pref-date"
                value={draft.dateFormat}
                onChange={(e) => set('dateFormat', e.target.value as Preferences['dateFormat'])}
                disabled={save.isPending}
              >
                {DATE_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="pref-number" label="Number format">
              <Select
                id="pref-number"
                value={draft.numberFormat}
                onChange={(e) => set('numberFormat', e.target.value as Preferences['numberFormat'])}
                disabled={save.isPending}
              >
                {NUMBER_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {NUMBER_LABELS[f] ?? f} ({sample(f)})
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="pref-screen" label="Screen after sign-in">
              <Select
                id="pref-screen"
                value={draft.defaultScreen}
                onChange={(e) => set('defaultScreen', e.target.value as DefaultScreen)}
                disabled={save.isPending}
              >
                {DEFAULT_SCREENS.map((s) => (
                  <option key={s} value={s}>
                    {SCREEN_LABELS[s]}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          {here && here !== draft.timezone && isTimeZone(here) && (
            <p className="text-sm text-muted-foreground">
              This browser is in {here.replaceAll('_', ' ')}.{' '}
              <button type="button" className="underline" onClick={() => set('timezone', here)}>
                Use it
              </button>
            </p>
          )}
          <p className="text-sm text-muted-foreground" data-testid="preferences-example">
            Shown now as: {formatDateTime(new Date().toISOString())} ·{' '}
            {formatNumber(1234.5, { maximumFractionDigits: 2 })} · {formatMoney(1234)}
          </p>
          {save.isError && (
            <Alert variant="error">
              {PREFERENCES_FAILED}: {errorMessage(save.error)}
            </Alert>
          )}
          <Button type="submit" size="sm" disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving…' : 'Save preferences'}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
