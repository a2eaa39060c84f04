import { formatUsPhone, isUsPhone } from '@sdp/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteDefaults, useUpdateSiteDefaults } from '@/features/sites';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { SettingsSection } from './section';

const PHONE_ERROR = 'Enter a US phone number with 10 digits, like (307) 555-0142';

/**
 * "Business defaults": the team's default phone, built into every site without a phone of its own
 * (docs/product/rules.md#business-facts). Owners and admins change it; members read it.
 */
export function BusinessDefaultsSection() {
  const defaults = useSiteDefaults();
  const save = useUpdateSiteDefaults();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const stored = defaults.data?.defaultPhone ?? '';
  useEffect(() => setPhone(stored), [stored]);
  const canEdit = !!defaults.data?.canEdit;

  const submit = (value: string | null) => {
    if (value !== null && !isUsPhone(value)) {
      setError(PHONE_ERROR);
      return;
    }
    setError(undefined);
    save.mutate(
      { defaultPhone: value },
      {
        onSuccess: () =>
          toast({ type: 'success', title: value ? 'Default phone saved' : 'Default phone removed' }),
      },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(phone.trim() ? phone.trim() : null);
  };
  const shown = formatUsPhone(phone);
  const hint = shown
    ? `Shown on the sites as ${shown}. Builds after this change use it.`
    : 'Sites without a phone of their own (batch and goldmine deploys too) get call buttons with this number.';

  return (
    <SettingsSection
      id="business-defaults"
      title="Business defaults"
      description="Facts every site of the team is built with unless the site has its own."
    >
      {defaults.isPending ? (
        <Skeleton className="h-20" />
      ) : defaults.isError ? (
        <RetryAlert
          message="Could not load the business defaults"
          error={defaults.error}
          onRetry={() => void defaults.refetch()}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3" aria-busy={save.isPending}>
          <FormField id="default-phone" label="Default phone" error={error} hint={hint}>
            <Input
              id="default-phone"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                setError(undefined);
              }}
              placeholder="(307) 555-0142"
              maxLength={40}
              disabled={!canEdit || save.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'default-phone-error' : 'default-phone-hint'}
            />
          </FormField>
          {!canEdit && (
            <p className="text-sm text-muted-foreground">Only team owners and admins can change it.</p>
          )}
          {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
          {canEdit && (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save default phone'}
              </Button>
              {stored && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={save.isPending}
                  onClick={() => submit(null)}
                >
                  Remove
                </Button>
              )}
            </div>
          )}
        </form>
      )}
    </SettingsSection>
  );
}
